package io.daytrader.bench;

import io.daytrader.launch.net.FreePorts;
import io.daytrader.launch.ServerPorts;

import java.util.List;

/**
 * The ports of a server an integration test starts: HTTP and HTTPS as the build reserved them, and a block of free
 * ports for the rest ({@link FreePorts}: the ports after a reserved one may be taken).
 */
public final class ItPorts {

    private ItPorts() {
    }

    public static ServerPorts ports() {
        return new ServerPorts(Integer.getInteger("daytrader.bench.it.httpPort"),
                Integer.getInteger("daytrader.bench.it.httpsPort"), FreePorts.block(ServerPorts.BASE_PORTS));
    }

    /** The same as the options of bench and serve. */
    public static List<String> options() {
        ServerPorts ports = ports();
        return List.of("--port", Integer.toString(ports.http()), "--https-port", Integer.toString(ports.https()),
                "--port-base", Integer.toString(ports.base()));
    }
}
