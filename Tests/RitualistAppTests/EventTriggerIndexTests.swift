import Foundation
import IntentKit
import IntentKitTesting
import RitualistApp
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The index of event triggers answers which intents follow events without reading an intent file while the folder
/// is unchanged, and learns again from every declaration after an edit, a new or removed file, or a damaged cache.
@Suite struct EventTriggerIndexTests {
    let home = TemporaryDirectory()
    let runtime: RitualistRuntime

    static func following(_ name: String, event: String = "completed") -> String {
        "version: 1\nintent: \(name)\ntitle: T\nsummary: S\non:\n  - event: \(event)\nsteps:\n  - run: DayStatus\n"
    }

    static func timed(_ name: String) -> String {
        "version: 1\nintent: \(name)\ntitle: T\nsummary: S\non:\n  - at: \"21:00\"\nsteps:\n  - run: DayStatus\n"
    }

    static let plain = "version: 1\nintent: Plain\ntitle: T\nsummary: S\nperform: navigation.today\n"

    init() throws {
        runtime = RitualistRuntime(home: home.path, now: Fixture.moment("2025-11-08"))
        _ = try home.write("intents/Cheer.yaml", Self.following("Cheer"))
        _ = try home.write("intents/Evening.yaml", Self.timed("Evening"))
        _ = try home.write("intents/Plain.yaml", Self.plain)
    }

    /// What a lookup answered, and whether it loaded every declaration to answer it.
    struct Answer: Equatable {
        let intents: [String]
        let loaded: Bool

        init(_ intents: [String], _ loaded: Bool) {
            self.intents = intents
            self.loaded = loaded
        }
    }

    func lookup() -> Answer {
        var loaded = false
        let found = EventTriggerIndex(runtime: runtime).lookup {
            loaded = true
            return runtime.makeRunner().catalog
        }
        #expect((found.catalog != nil) == loaded)
        return Answer(found.intents, loaded)
    }

    @Test func anUnchangedFolderIsAnsweredFromTheIndexWithoutLoading() {
        #expect(lookup() == Answer(["Cheer"], true))
        #expect(lookup() == Answer(["Cheer"], false))
        #expect(lookup() == Answer(["Cheer"], false))
    }

    @Test func aHomeWithoutEventTriggersIsRememberedToo() throws {
        try FileManager.default.removeItem(atPath: home.path + "/intents/Cheer.yaml")
        #expect(lookup() == Answer([], true))
        #expect(lookup() == Answer([], false))
    }

    enum Change: String, CaseIterable {
        case editGainsATrigger, editLosesTheTrigger, newFile, removedFile, damagedCache, otherVersion, missingCache
    }

    static let after: [Change: [String]] = [
        .editGainsATrigger: ["Cheer", "Plain"], .editLosesTheTrigger: [], .newFile: ["Cheer", "Later"],
        .removedFile: [], .damagedCache: ["Cheer"], .otherVersion: ["Cheer"], .missingCache: ["Cheer"],
    ]

    func apply(_ change: Change) throws {
        let cache = runtime.paths.stateDirectory + "/event-triggers-cache.json"
        switch change {
        case .editGainsATrigger: _ = try home.write("intents/Plain.yaml", Self.following("Plain", event: "undone"))
        case .editLosesTheTrigger: _ = try home.write("intents/Cheer.yaml", Self.timed("Cheer"))
        case .newFile: _ = try home.write("intents/Later.yaml", Self.following("Later", event: "allDone"))
        case .removedFile: try FileManager.default.removeItem(atPath: home.path + "/intents/Cheer.yaml")
        case .damagedCache:
            try "{\"version\": 1, \"events\": [{\"path\": ".write(
                toFile: cache, atomically: true, encoding: .utf8)
        case .otherVersion:
            let text = try String(contentsOfFile: cache, encoding: .utf8)
            #expect(text.contains("\"version\":1"), "\(text)")
            try text.replacingOccurrences(of: "\"version\":1", with: "\"version\":99").write(
                toFile: cache, atomically: true, encoding: .utf8)
        case .missingCache: try FileManager.default.removeItem(atPath: cache)
        }
    }

    @Test(arguments: Change.allCases) func aChangeIsLearntAgainOnceAndThenAnsweredFromTheIndex(_ change: Change) throws
    {
        #expect(lookup() == Answer(["Cheer"], true))
        try apply(change)
        let expected = Self.after[change] ?? []
        #expect(lookup() == Answer(expected, true), "\(change)")
        #expect(lookup() == Answer(expected, false), "\(change)")
    }

    @Test func theIndexIsOwnerOnly() {
        _ = lookup()
        var status = stat()
        #expect(stat(runtime.paths.stateDirectory + "/event-triggers-cache.json", &status) == 0)
        #expect(status.st_mode & 0o077 == 0)
    }
}
