import RitualistCore
import RitualistStore
import Testing

@Suite struct RitualistPathsTests {
    @Test func ritualistHomeHoldsEverything() throws {
        let paths = try RitualistPaths(environment: ["RITUALIST_HOME": "/tmp/r/", "XDG_DATA_HOME": "/x"])
        #expect(paths.database == "/tmp/r/ritualist.sqlite")
        #expect(paths.journal == "/tmp/r/journal.jsonl")
        #expect(paths.intentsDirectory == "/tmp/r/intents")
        #expect(paths.config == "/tmp/r/config.yaml")
    }

    @Test func xdgDirectoriesSplitDataConfigAndState() throws {
        let paths = try RitualistPaths(environment: [
            "HOME": "/home/u", "XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "relative",
        ])
        #expect(paths.database == "/d/ritualist/ritualist.sqlite")
        #expect(paths.intentsDirectory == "/home/u/.config/ritualist/intents")
        #expect(paths.journal == "/home/u/.local/state/ritualist/journal.jsonl")
    }

    @Test func anEmptyRitualistHomeFallsBackToXDG() throws {
        let paths = try RitualistPaths(environment: ["RITUALIST_HOME": "", "HOME": "/home/u", "XDG_DATA_HOME": "/d"])
        #expect(paths.database == "/d/ritualist/ritualist.sqlite")
        #expect(paths.config == "/home/u/.config/ritualist/config.yaml")
    }

    @Test func anAbsoluteXDGConfigHomeHoldsConfigAndIntents() throws {
        let paths = try RitualistPaths(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "/etc/xdg/u/"])
        #expect(paths.configDirectory == "/etc/xdg/u/ritualist")
        #expect(paths.config == "/etc/xdg/u/ritualist/config.yaml")
        #expect(paths.intentsDirectory == "/etc/xdg/u/ritualist/intents")
        #expect(paths.database == "/home/u/.local/share/ritualist/ritualist.sqlite")
    }

    @Test(arguments: ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"])
    func aRelativeOrEmptyXDGVariableIsIgnored(variable: String) throws {
        let defaults = try RitualistPaths(environment: ["HOME": "/home/u"])
        #expect(try RitualistPaths(environment: ["HOME": "/home/u", variable: "relative/dir"]) == defaults)
        #expect(try RitualistPaths(environment: ["HOME": "/home/u", variable: ""]) == defaults)
    }

    @Test func withoutXDGVariablesEverythingLivesUnderHome() throws {
        let paths = try RitualistPaths(environment: ["HOME": "/home/u/"])
        #expect(
            paths
                == RitualistPaths(
                    dataDirectory: "/home/u/.local/share/ritualist", configDirectory: "/home/u/.config/ritualist",
                    stateDirectory: "/home/u/.local/state/ritualist"))
        #expect(paths.journal == "/home/u/.local/state/ritualist/journal.jsonl")
    }

    @Test func ritualistHomeWinsOverEveryXDGVariable() throws {
        let paths = try RitualistPaths(environment: [
            "RITUALIST_HOME": "/srv/habits", "HOME": "/home/u", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c",
            "XDG_STATE_HOME": "/s",
        ])
        #expect(
            paths
                == RitualistPaths(
                    dataDirectory: "/srv/habits", configDirectory: "/srv/habits",
                    stateDirectory: "/srv/habits"))
    }

    @Test func withoutHomeOrXDGVariablesNothingIsGuessed() {
        #expect(throws: PathError.noHome(variable: "XDG_DATA_HOME")) { try RitualistPaths(environment: [:]) }
        #expect(throws: PathError.noHome(variable: "XDG_CONFIG_HOME")) {
            try RitualistPaths(environment: ["HOME": "relative", "XDG_DATA_HOME": "/d"])
        }
        #expect(
            PathError.noHome(variable: "XDG_DATA_HOME").message
                == "Cannot tell where to keep Ritualist's files: HOME is not set to an absolute path, nor is "
                + "XDG_DATA_HOME. Set RITUALIST_HOME (or HOME).")
    }

    @Test func theXDGVariablesAloneAreEnough() throws {
        let paths = try RitualistPaths(environment: [
            "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s",
        ])
        #expect(paths.database == "/d/ritualist/ritualist.sqlite")
    }
}
