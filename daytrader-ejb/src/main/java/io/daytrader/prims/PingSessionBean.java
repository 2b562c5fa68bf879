package io.daytrader.prims;

import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;

/** The stateless session bean of the EJB primitives: pure computation behind a local call. */
@Stateless(name = "PingSessionBean")
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class PingSessionBean {

    /** The return of an investment now worth {@code currentValue}, as a fraction (0.1 is 10 %). */
    public double investmentReturn(double investment, double currentValue) {
        if (investment == 0) {
            throw new IllegalArgumentException("The investment must not be zero");
        }
        return (currentValue - investment) / investment;
    }
}
