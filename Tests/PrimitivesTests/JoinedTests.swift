import Primitives
import Testing

/// Joining an array of strings through `Array.joined(separator:)` gives what the standard library's generic join does.
@Suite struct JoinedTests {
    @Test(
        arguments: [
            ([], "\n"), ([""], ", "), (["", ""], ", "), (["a"], ", "), (["a", "b", "c"], ", "), (["a", "b"], ""),
            (["🧘 Yoga", "e\u{301}x", "Ω"], " · "), (["line", "", "after a blank"], "\n"),
        ] as [([String], String)])
    func joinsAsTheStandardLibraryDoes(strings: [String], separator: String) {
        let joined = strings.joined(separator: separator)
        #expect(joined == AnySequence(strings).joined(separator: separator))
        #expect(Array(joined.utf8) == Array(AnySequence(strings).joined(separator: separator).utf8))
    }
}
