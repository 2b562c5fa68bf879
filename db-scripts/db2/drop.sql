-- Drops the DayTrader schema (IBM Db2), children first. Errors for missing tables are ignored by the builder.
DROP TABLE ORDEREJB;
DROP TABLE HOLDINGEJB;
DROP TABLE ACCOUNTEJB;
DROP TABLE ACCOUNTPROFILEEJB;
DROP TABLE QUOTEEJB;
DROP TABLE KEYGENEJB;
