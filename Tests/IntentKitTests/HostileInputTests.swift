import IntentKit
import Testing

@Suite struct HostileInputTests {
    let parser = DeclarationParser(vocabulary: PluginRegistry.counters.vocabulary)

    func firstMessage(_ source: DeclarationSource) -> String? {
        if case .failure(let list) = parser.parse(source) { return list.diagnostics.first?.message }
        return nil
    }

    @Test func refusesAnAliasBombQuickly() {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let items = Array(repeating: "*\(level == 1 ? "a" : "l\(level - 1)")", count: 10).joined(separator: ", ")
            yaml += "l\(level): &l\(level) [\(items)]\n"
        }
        let start = ContinuousClock.now
        let message = firstMessage(Declarations.source(yaml))
        #expect(message?.hasPrefix("document expands to more than 10000 nodes") == true)
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func refusesDeepNesting() {
        let yaml = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        #expect(firstMessage(Declarations.source(yaml)) == "nesting is deeper than 32 levels")
    }

    @Test func refusesNestingBeyondLibyamlsLimit() {
        let yaml = String(repeating: "[", count: 5000)
        #expect(firstMessage(Declarations.source(yaml)) == "nesting is deeper than libyaml's limit")
    }

    @Test func refusesAFileOverOneMebibyte() {
        let source = DeclarationSource(path: "big.yaml", bytes: [], size: 2_000_000, origin: .user)
        #expect(firstMessage(source) == "file is 2000000 bytes, larger than the limit of 1048576 bytes")
    }

    @Test func readsOnlyAPrefixOfAnOversizedFile() throws {
        let directory = TemporaryDirectoryForTests()
        let path = directory.path + "/big.yaml"
        try String(repeating: "# padding\n", count: 120_000).write(toFile: path, atomically: true, encoding: .utf8)
        let source = try DeclarationFiles.load(path, origin: .user, limit: 1 << 20)
        #expect(source.bytes.isEmpty)
        #expect(source.size == 1_200_000)
    }

    @Test func refusesInvalidUTF8WithItsPosition() throws {
        let bytes = Array("version: 1\nintent: B".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        let source = DeclarationSource(path: "bad.yaml", bytes: bytes, origin: .user)
        guard case .failure(let list) = parser.parse(source) else {
            Issue.record("expected a failure")
            return
        }
        let diagnostic = try #require(list.diagnostics.first)
        #expect(diagnostic.message == "file is not valid UTF-8 (byte 0xFF)")
        #expect(diagnostic.location.line == 2)
        #expect(diagnostic.location.column == 10)
    }
}
