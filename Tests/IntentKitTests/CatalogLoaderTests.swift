import IntentKit
import Testing

@Suite struct CatalogLoaderTests {
    let loader = CatalogLoader(parser: DeclarationParser(vocabulary: PluginRegistry.counters.vocabulary))

    func declaration(_ name: String, overrides: Bool = false) -> String {
        "version: 1\nintent: \(name)\ntitle: T\nsummary: S\nperform: counters.echo\n"
            + (overrides ? "overrides: true\n" : "")
    }

    @Test(arguments: [
        ("user/LogWater.yaml", "logwater"), ("LogWater.yaml", "logwater"), ("/a/b/Today.yml", "today"),
        ("a/b.c.yaml", "b"), ("a/.hidden.yaml", "hidden"), ("a/...", ""), ("a/Name", "name"), ("a/Dir/", "dir"),
        ("a//B.yaml", "b"), ("/", "/"), ("", ""), ("Ünïcode.yaml", "ünïcode"), ("//", "//"), ("a/B/.", ""),
        ("Z@[`{.yaml", "z@[`{"), ("x/ÀB.yaml", "àb"), ("a/.b.c", "b"),
    ])
    func aFileIsNamedAfterTheFirstPartOfItsName(path: String, stem: String) {
        #expect(CatalogLoader.stem(of: path) == stem)
    }

    @Test func twoFilesDeclaringOneIntentNameBothLocations() {
        let load = loader.load([
            DeclarationSource(path: "user/a.yaml", text: declaration("Hello"), origin: .user),
            DeclarationSource(path: "user/b.yaml", text: declaration("hello"), origin: .user),
        ])
        #expect(
            load.diagnostics.map(\.header) == [
                "user/b.yaml:2:9: error: intent 'hello' is declared twice",
                "user/a.yaml:2:9: note: 'Hello' is first declared here",
            ])
        #expect(load.diagnostics.first?.sourceLine == "intent: hello")
        #expect(load.catalog.names == ["Hello"])
    }

    @Test func aUserIntentMayReplaceABuiltinOnlyWhenItSaysSo() {
        let builtin = DeclarationSource(path: "intents/Echo.yaml", text: declaration("Echo"), origin: .builtin)
        let refused = loader.load([
            builtin, DeclarationSource(path: "u/Echo.yaml", text: declaration("Echo"), origin: .user),
        ])
        #expect(
            refused.diagnostics.first?.message
                == "intent 'Echo' is already declared by a built-in intent; add 'overrides: true' to replace it, or choose another name"
        )
        #expect(refused.catalog.declaration(named: "Echo")?.origin == .builtin)
        let replaced = loader.load([
            builtin, DeclarationSource(path: "u/Echo.yaml", text: declaration("Echo", overrides: true), origin: .user),
        ])
        #expect(replaced.isClean)
        #expect(replaced.catalog.declaration(named: "Echo")?.origin == .user)
    }

    @Test func overridingNothingIsAnError() {
        let load = loader.load([
            DeclarationSource(path: "u/X.yaml", text: declaration("X", overrides: true), origin: .user)
        ])
        #expect(
            load.diagnostics.first?.message
                == "intent 'X' says 'overrides: true' but there is no built-in intent of that name to override")
    }
}
