/// Where Ritualist keeps its files, from the environment.
///
/// `RITUALIST_HOME=DIR` puts everything under DIR. Otherwise the XDG base directories: data in
/// `$XDG_DATA_HOME/ritualist`, config in `$XDG_CONFIG_HOME/ritualist`, state (the journal) in
/// `$XDG_STATE_HOME/ritualist`, each defaulting under `$HOME` as the XDG specification says.
package struct RitualistPaths: Sendable, Equatable {
    package let dataDirectory: String
    package let configDirectory: String
    package let stateDirectory: String

    package init(dataDirectory: String, configDirectory: String, stateDirectory: String) {
        self.dataDirectory = dataDirectory
        self.configDirectory = configDirectory
        self.stateDirectory = stateDirectory
    }

    /// The paths `environment` selects. Without `RITUALIST_HOME`, each XDG base needs its variable or an
    /// absolute `HOME`: with neither, nothing is guessed (a shared `/tmp` would let another user prepare the
    /// folders), and the error says what to set.
    package init(environment: [String: String]) throws(PathError) {
        if let home = environment["RITUALIST_HOME"], !home.isEmpty {
            // A relative home would mean another folder from each folder a command is typed in.
            guard home.hasPrefix("/") else { throw .relativeHome(home) }
            let root = RitualistPaths.trimmingSlash(home)
            self.init(dataDirectory: root, configDirectory: root, stateDirectory: root)
            return
        }
        let userHome = environment["HOME"].flatMap { $0.hasPrefix("/") ? RitualistPaths.trimmingSlash($0) : nil }
        func base(_ variable: String, _ fallback: String) throws(PathError) -> String {
            // The XDG specification ignores relative paths.
            if let value = environment[variable], value.hasPrefix("/") { return RitualistPaths.trimmingSlash(value) }
            guard let userHome else { throw .noHome(variable: variable) }
            return userHome + "/" + fallback
        }
        self.init(
            dataDirectory: try base("XDG_DATA_HOME", ".local/share") + "/ritualist",
            configDirectory: try base("XDG_CONFIG_HOME", ".config") + "/ritualist",
            stateDirectory: try base("XDG_STATE_HOME", ".local/state") + "/ritualist")
    }

    package var database: String { dataDirectory + "/ritualist.sqlite" }
    package var journal: String { stateDirectory + "/journal.jsonl" }
    package var config: String { configDirectory + "/config.yaml" }
    package var intentsDirectory: String { configDirectory + "/intents" }
    /// The current streak kept for status bars (see `CurrentRunMemo`); safe to delete.
    package var streakMemo: String { stateDirectory + "/streak-cache.json" }
    /// This machine's id, which change-log entries carry (see `MachineIdentity`); kept for good.
    package var machineID: String { stateDirectory + "/machine-id" }

    private static func trimmingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}

/// Why the environment does not say where Ritualist's files live.
package enum PathError: Error, Equatable, Sendable {
    /// Neither `HOME` (absolute) nor the XDG variable is set.
    case noHome(variable: String)
    /// `RITUALIST_HOME` is not an absolute path.
    case relativeHome(String)

    package var message: String {
        switch self {
        case .noHome(let variable):
            return "Cannot tell where to keep Ritualist's files: HOME is not set to an absolute path, nor is "
                + "\(variable). Set RITUALIST_HOME (or HOME)."
        case .relativeHome(let home):
            return "RITUALIST_HOME must be an absolute path, not '\(home)': a relative one would name another "
                + "folder from each folder you type in. Use \"$PWD/\(home)\" for this folder."
        }
    }
}
