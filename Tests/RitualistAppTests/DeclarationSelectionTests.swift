import IntentKit
import IntentKitTesting
import RitualistApp
import RitualistCore
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A run loads only the declarations that can matter to its intent; for every name, that load must find exactly
/// what a load of every file finds, or nothing when it finds nothing.
@Suite struct DeclarationSelectionTests {
    let home = TemporaryDirectory()
    let runtime: RitualistRuntime

    static let files: [(String, String)] = [
        ("Morning.yaml", composition("Morning", runs: ["Stretch", "CompleteHabit"])),
        ("Stretch.yaml", performing("Stretch")),
        ("Twice.yaml", performing("Twice")),
        ("Twice2.yaml", performing("Twice")),
        ("Broken.yaml", "version: 1\nintent: [Broken\n"),
        ("ReplaceToday.yaml", "version: 1\nintent: Today\noverrides: true\ntitle: T\nsummary: S\ncolour: red\n"),
        ("Loop1.yaml", composition("Loop1", runs: ["Loop2"])),
        ("Loop2.yaml", composition("Loop2", runs: ["Loop1"])),
        ("Misnamed.yaml", performing("Other")),
        ("CallsMissing.yaml", composition("CallsMissing", runs: ["Nowhere"])),
        ("CallsBroken.yaml", composition("CallsBroken", runs: ["Twice", "Broken"])),
        (
            "OverridesNothing.yaml",
            "version: 1\nintent: Nothing\noverrides: true\ntitle: T\nsummary: S\n"
                + "perform: navigation.today\n"
        ),
        ("Deep.yaml", composition("Deep", runs: ["Morning"])),
    ]

    static let names = [
        "Morning", "Stretch", "Twice", "Broken", "Today", "Loop1", "Loop2", "Other", "Misnamed", "CallsMissing",
        "CallsBroken", "Nothing", "Deep", "Nowhere", "complete-habit", "morning", "CompleteHabit", "NextDay",
    ]

    static func performing(_ name: String) -> String {
        "version: 1\nintent: \(name)\ntitle: T\nsummary: S\nperform: navigation.today\n"
    }

    static func composition(_ name: String, runs: [String]) -> String {
        "version: 1\nintent: \(name)\ntitle: T\nsummary: S\nsteps:\n"
            + runs.map { "  - run: \($0)\n" + ($0 == "CompleteHabit" ? "    with: {habit: Stretch}\n" : "") }
            .joined()
    }

    init() throws {
        runtime = RitualistRuntime(home: home.path, now: Fixture.moment("2025-11-08"))
        for (file, text) in Self.files { _ = try home.write("intents/" + file, text) }
    }

    func everyFile() -> CatalogLoader.Load {
        RitualistRuntime.load(runtime.declarationSources().sources, registry: runtime.registry)
    }

    func selected(for name: String) -> CatalogLoader.Load {
        RitualistRuntime.load(runtime.declarationSources(for: name), registry: runtime.registry)
    }

    func same(_ name: String, _ selected: CatalogLoader.Load, _ full: CatalogLoader.Load) {
        let chosen = selected.catalog.declaration(named: name)
        let expected = full.catalog.declaration(named: name)
        #expect(chosen?.location == expected?.location, "\(name)")
        #expect(chosen?.steps?.count == expected?.steps?.count, "\(name)")
        if let chosen {
            // Everything a composition runs is there too, as the full load has it.
            for step in chosen.steps ?? [] {
                #expect(
                    selected.catalog.declaration(named: step.target.name)?.location
                        == full.catalog.declaration(named: step.target.name)?.location, "\(name) → \(step.target)")
            }
        } else {
            #expect(
                selected.diagnostics(mentioning: name).map(\.description)
                    == full.diagnostics(mentioning: name).map(\.description), "\(name)")
        }
    }

    @Test(arguments: names) func aRunFindsWhatALoadOfEveryFileFinds(_ name: String) {
        same(name, selected(for: name), everyFile())
    }

    @Test func theSelectionIsSmall() {
        let sources = runtime.declarationSources(for: "Morning").map(\.path)
        #expect(
            sources == [
                "intents/CompleteHabit.yaml", home.path("intents/Morning.yaml"), home.path("intents/Stretch.yaml"),
            ])
        #expect(runtime.declarationSources(for: "NextDay").map(\.path) == ["intents/NextDay.yaml"])
    }

    @Test func aRunOfSeveralIntentsSelectsWhatEachWouldEachOnceInOrder() {
        let sources = runtime.declarationSources(for: ["NextDay", "Morning", "CompleteHabit"]).map(\.path)
        #expect(
            sources == [
                "intents/CompleteHabit.yaml", "intents/NextDay.yaml", home.path("intents/Morning.yaml"),
                home.path("intents/Stretch.yaml"),
            ])
        let runner = runtime.makeRunner(for: ["NextDay", "Morning"])
        #expect(runner.catalog.declaration(named: "NextDay") != nil)
        #expect(runner.catalog.declaration(named: "Morning") != nil)
        #expect(runner.catalog.declaration(named: "PreviousDay") == nil)
    }

    @Test func everyBuiltInFileIsNamedAfterTheIntentItDeclaresAndPerformsAnAction() {
        let load = RitualistRuntime.load(BuiltinDeclarations.sources, registry: runtime.registry)
        #expect(load.isClean)
        for declaration in load.catalog.declarations {
            #expect(declaration.location.path == "intents/\(declaration.name).yaml")
            #expect(declaration.action != nil, "\(declaration.name)")
        }
        #expect(load.catalog.declarations.count == BuiltinDeclarations.sources.count)
    }

    @Test func aChangedFileIsReadAgainAndTheCacheIsSafeToDelete() throws {
        #expect(runtime.declarationSources(for: "Fresh").isEmpty)
        // Same folder entry, new text: its identity changed, so what it names is learnt again.
        _ = try home.write("intents/Misnamed.yaml", Self.performing("Fresh") + "# longer\n")
        same("Fresh", selected(for: "Fresh"), everyFile())
        #expect(selected(for: "Fresh").catalog.declaration(named: "Fresh") != nil)
        unlink(home.path("declarations-cache.json"))
        #expect(selected(for: "Fresh").catalog.declaration(named: "Fresh") != nil)
        _ = try home.write("declarations-cache.json", "{not json")
        for name in Self.names { same(name, selected(for: name), everyFile()) }
    }

    /// A run over an unchanged folder keeps every record as it was and writes nothing; a record that does not read
    /// as names is learnt again from its file, and the cache written again with it.
    @Test func anUnchangedFolderKeepsTheCacheAndAWrongRecordIsLearntAgain() throws {
        let path = home.path("declarations-cache.json")
        _ = runtime.declarationSources(for: "Morning")
        let written = try #require(FileSystem.readText(path))
        let identity = try #require(FileIdentityCache.Identity(path: path))
        _ = runtime.declarationSources(for: "Stretch")
        #expect(FileIdentityCache.Identity(path: path) == identity)
        #expect(FileSystem.readText(path) == written)

        let wrong = written.replacing(#""declares":["morning"]"#, with: #""declares":5"#)
        #expect(wrong != written)
        _ = try home.write("declarations-cache.json", wrong)
        same("Morning", selected(for: "Morning"), everyFile())
        #expect(FileSystem.readText(path) == written)
    }

    @Test func theCacheRemembersEachFileByItsIdentity() throws {
        _ = runtime.declarationSources(for: "Morning")
        let text = try #require(FileSystem.readText(home.path("declarations-cache.json")))
        let cache = try JSONParser.parse(text)
        let records = try #require(cache["declarations"]?.arrayValue)
        #expect(records.count == Self.files.count)
        let morning = try #require(records.first { $0["path"]?.stringValue == home.path("intents/Morning.yaml") })
        #expect(morning["declares"] == ["morning"])
        #expect(morning["runs"] == ["stretch", "completehabit"])
        #expect(
            morning["size"]?.intValue == Self.composition("Morning", runs: ["Stretch", "CompleteHabit"]).utf8.count)
    }
}
