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
        let paths = RitualistPaths(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "relative"])
        #expect(paths.database == "/d/ritualist/ritualist.sqlite")
        #expect(paths.intentsDirectory == "/home/u/.config/ritualist/intents")
        #expect(paths.journal == "/home/u/.local/state/ritualist/journal.jsonl")
    }
}
