import Testing

@testable import RitualistTransfer

struct LoopNamesTests {
    @Test(
        arguments: [
            (["Run", "Read"], ["Run", "Read"], []),
            (
                ["Run", "run", "RUN"], ["Run", "run (2)", "RUN (3)"],
                [
                    "RUN: renamed 'RUN (3)': another habit in the file has the name 'RUN'",
                    "run: renamed 'run (2)': another habit in the file has the name 'run'",
                ]
            ),
            (["  Stretch  "], ["Stretch"], []),
            (["Tab\u{9}bed"], ["Tabbed"], ["Tab\\u{9}bed: its control characters were removed from the name"]),
            (
                ["Read\u{202E}gnp", "\u{200B}Run"], ["Readgnp", "Run"],
                [
                    "Read\\u{202E}gnp: its invisible or direction-changing characters were removed from the name",
                    "\\u{200B}Run: its invisible or direction-changing characters were removed from the name",
                ]
            ),
            (
                ["", "  "], ["Untitled", "Untitled (2)"],
                [
                    ": a habit without a name was named 'Untitled'", "  : a habit without a name was named 'Untitled'",
                    "  : renamed 'Untitled (2)': another habit in the file has the name 'Untitled'",
                ]
            ),
            (
                [String(repeating: "a", count: 60), String(repeating: "a", count: 55)],
                [String(repeating: "a", count: 50), String(repeating: "a", count: 46) + " (2)"],
                [
                    "\(String(repeating: "a", count: 60)): the name was cut to 50 characters: '\(String(repeating: "a", count: 50))'",
                    "\(String(repeating: "a", count: 55)): the name was cut to 50 characters: '\(String(repeating: "a", count: 50))'",
                    "\(String(repeating: "a", count: 55)): renamed '\(String(repeating: "a", count: 46)) (2)': another habit in the file has the name '\(String(repeating: "a", count: 50))'",
                ]
            ),
        ] as [([String], [String], [String])])
    func everyNameBecomesOneAStoreAcceptsOnceAndSaysWhatChanged(names: [String], claimed: [String], notes: [String]) {
        var taken = ForeignNames()
        let results = names.map { taken.claim($0) }
        #expect(results.map(\.name) == claimed)
        #expect(
            results.flatMap(\.notes).map { "\($0.habit ?? "-"): \($0.reason)" }.sorted() == notes.sorted())
        #expect(results.flatMap(\.notes).allSatisfy { $0.kind == .approximated })
    }
}
