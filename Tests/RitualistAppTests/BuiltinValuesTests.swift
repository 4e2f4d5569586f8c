import Foundation
import IntentKit
import IntentKitTesting
import Testing

@testable import RitualistApp

/// The built-in declarations are compiled in as values (`BuiltinValues`, generated from `intents/`), so a run does
/// not parse them. They must be exactly what parsing their texts gives, with the program's own vocabulary.
@Suite struct BuiltinValuesTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/RitualistApp/Builtins/BuiltinValues.swift")
    static let header =
        "// swift-format-ignore-file\n"
        + "// Generated from intents/ by BuiltinValuesTests (RITUALIST_REGENERATE=1 swift test --filter BuiltinValuesTests).\n"

    func parsed() -> CatalogLoader.Load {
        let runtime = RitualistRuntime(home: "/nonexistent", now: Fixture.moment("2025-11-08"))
        return RitualistRuntime.load(BuiltinDeclarations.sources, registry: runtime.registry)
    }

    @Test func theGeneratedFileIsWhatTheTextsParseTo() throws {
        let load = parsed()
        #expect(load.isClean)
        let expected = DeclarationLiteral.file(load.catalog.declarations, name: "BuiltinValues", header: Self.header)
        let current = try String(contentsOf: Self.file, encoding: .utf8)
        if current != expected, ProcessInfo.processInfo.environment["RITUALIST_REGENERATE"] == "1" {
            try expected.write(to: Self.file, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            current == expected,
            "intents/ changed: run 'RITUALIST_REGENERATE=1 swift test --filter BuiltinValuesTests', then build again")
    }

    @Test func everyCompiledDeclarationIsTheParsedOneFieldForField() throws {
        let load = parsed()
        #expect(load.catalog.declarations.count == BuiltinDeclarations.sources.count)
        for declaration in load.catalog.declarations {
            let compiled = try #require(BuiltinValues.declaration(named: declaration.name.lowercased()))
            var expected = "", found = ""
            dump(declaration, to: &expected)
            dump(compiled, to: &found)
            #expect(found == expected, "\(declaration.name)")
        }
    }

    @Test func aRunLoadsTheCompiledValuesAndFindsWhatParsingFinds() {
        let compiled = BuiltinDeclarations.compiled
        #expect(compiled.allSatisfy { $0.parsed != nil })
        let runtime = RitualistRuntime(home: "/nonexistent", now: Fixture.moment("2025-11-08"))
        let load = RitualistRuntime.load(compiled, registry: runtime.registry)
        #expect(load.isClean)
        #expect(load.catalog.names == parsed().catalog.names)
    }
}
