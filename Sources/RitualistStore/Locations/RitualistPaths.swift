/// Where Ritualist keeps its files, from the environment.
///
/// `RITUALIST_HOME=DIR` puts everything under DIR. Otherwise the XDG base directories: data in
/// `$XDG_DATA_HOME/ritualist`, config in `$XDG_CONFIG_HOME/ritualist`, state (the journal) in
/// `$XDG_STATE_HOME/ritualist`, each defaulting under `$HOME` as the XDG specification says.
public struct RitualistPaths: Sendable, Equatable {
    public let dataDirectory: String
    public let configDirectory: String
    public let stateDirectory: String

    public init(dataDirectory: String, configDirectory: String, stateDirectory: String) {
        self.dataDirectory = dataDirectory
        self.configDirectory = configDirectory
        self.stateDirectory = stateDirectory
    }

    /// The paths `environment` selects.
    public init(environment: [String: String]) {
        if let home = environment["RITUALIST_HOME"], !home.isEmpty {
            let root = RitualistPaths.trimmingSlash(home)
            self.init(dataDirectory: root, configDirectory: root, stateDirectory: root)
            return
        }
        let userHome = RitualistPaths.trimmingSlash(environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
        func base(_ variable: String, _ fallback: String) -> String {
            // The XDG specification ignores relative paths.
            if let value = environment[variable], value.hasPrefix("/") { return RitualistPaths.trimmingSlash(value) }
            return userHome + "/" + fallback
        }
        self.init(
            dataDirectory: base("XDG_DATA_HOME", ".local/share") + "/ritualist",
            configDirectory: base("XDG_CONFIG_HOME", ".config") + "/ritualist",
            stateDirectory: base("XDG_STATE_HOME", ".local/state") + "/ritualist")
    }

    public var database: String { dataDirectory + "/ritualist.sqlite" }
    public var journal: String { stateDirectory + "/journal.jsonl" }
    public var config: String { configDirectory + "/config.yaml" }
    public var intentsDirectory: String { configDirectory + "/intents" }

    private static func trimmingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
