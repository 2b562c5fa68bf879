package io.daytrader.probe;

/** The agent's options, {@code port=N[,host=ADDRESS]}; the port is required. */
record AgentArguments(String host, int port) {

    static AgentArguments parse(String arguments) {
        String host = "0.0.0.0";
        Integer port = null;
        for (String option : arguments == null ? new String[0] : arguments.split(",")) {
            String[] pair = option.split("=", 2);
            if (pair.length != 2) {
                throw new IllegalArgumentException("daytrader-probe: '" + option + "' is not NAME=VALUE");
            }
            switch (pair[0].trim()) {
                case "host" -> host = pair[1].trim();
                case "port" -> port = Integer.parseInt(pair[1].trim());
                default -> throw new IllegalArgumentException("daytrader-probe: unknown option '" + pair[0] + "'");
            }
        }
        if (port == null) {
            throw new IllegalArgumentException("daytrader-probe: give port=N (e.g. -javaagent:daytrader-probe.jar=port=20040)");
        }
        return new AgentArguments(host, port);
    }
}
