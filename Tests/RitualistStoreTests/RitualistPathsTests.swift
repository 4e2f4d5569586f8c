import RitualistCore
import RitualistStore
import Testing

@Suite struct RitualistPathsTests {
    @Test func ritualistHomeHoldsEverything() {
        let paths = RitualistPaths(environment: ["RITUALIST_HOME": "/tmp/r/", "XDG_DATA_HOME": "/x"])
        #expect(paths.database == "/tmp/r/ritualist.sqlite")
        #expect(paths.journal == "/tmp/r/journal.jsonl")
        #expect(paths.intentsDirectory == "/tmp/r/intents")
        #expect(paths.config == "/tmp/r/config.yaml")
    }

    @Test func xdgDirectoriesSplitDataConfigAndState() {
        let paths = RitualistPaths(environment: [
            "HOME": "/home/u", "XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "relative",
        ])
        #expect(paths.database == "/d/ritualist/ritualist.sqlite")
        #expect(paths.intentsDirectory == "/home/u/.config/ritualist/intents")
        #expect(paths.journal == "/home/u/.local/state/ritualist/journal.jsonl")
    }

    @Test func anEmptyRitualistHomeFallsBackToXDG() {
        let paths = RitualistPaths(environment: ["RITUALIST_HOME": "", "HOME": "/home/u", "XDG_DATA_HOME": "/d"])
        #expect(paths.database == "/d/ritualist/ritualist.sqlite")
        #expect(paths.config == "/home/u/.config/ritualist/config.yaml")
    }

    @Test func anAbsoluteXDGConfigHomeHoldsConfigAndIntents() {
        let paths = RitualistPaths(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "/etc/xdg/u/"])
        #expect(paths.configDirectory == "/etc/xdg/u/ritualist")
        #expect(paths.config == "/etc/xdg/u/ritualist/config.yaml")
        #expect(paths.intentsDirectory == "/etc/xdg/u/ritualist/intents")
        #expect(paths.database == "/home/u/.local/share/ritualist/ritualist.sqlite")
    }

    @Test(arguments: ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"])
    func aRelativeOrEmptyXDGVariableIsIgnored(variable: String) {
        let defaults = RitualistPaths(environment: ["HOME": "/home/u"])
        #expect(RitualistPaths(environment: ["HOME": "/home/u", variable: "relative/dir"]) == defaults)
        #expect(RitualistPaths(environment: ["HOME": "/home/u", variable: ""]) == defaults)
    }

    @Test func withoutXDGVariablesEverythingLivesUnderHome() {
        let paths = RitualistPaths(environment: ["HOME": "/home/u/"])
        #expect(
            paths
                == RitualistPaths(
                    dataDirectory: "/home/u/.local/share/ritualist", configDirectory: "/home/u/.config/ritualist",
                    stateDirectory: "/home/u/.local/state/ritualist"))
        #expect(paths.journal == "/home/u/.local/state/ritualist/journal.jsonl")
    }

    @Test(arguments: [[:], ["HOME": ""]])
    func withoutAHomeTheFilesGoUnderTmp(environment: [String: String]) {
        #expect(RitualistPaths(environment: environment).database == "/tmp/.local/share/ritualist/ritualist.sqlite")
    }

    @Test func ritualistHomeWinsOverEveryXDGVariable() {
        let paths = RitualistPaths(environment: [
            "RITUALIST_HOME": "/srv/habits", "HOME": "/home/u", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c",
            "XDG_STATE_HOME": "/s",
        ])
        #expect(
            paths
                == RitualistPaths(
                    dataDirectory: "/srv/habits", configDirectory: "/srv/habits",
                    stateDirectory: "/srv/habits"))
    }
}
