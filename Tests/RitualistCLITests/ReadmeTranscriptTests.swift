import Foundation
import Testing

/// The transcripts of the README and of every page under `docs/` (`Transcript`), each page's run step by step in
/// one fresh home of its own (`TranscriptHome`) with the clock they pin.
@Suite struct ReadmeTranscriptTests {
    /// The package's folder, which holds README.md and docs/.
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL

    /// Every Markdown file whose transcripts are run, as paths from the package: README.md, then docs/**/*.md,
    /// sorted.
    static let files: [String] = {
        let docs = packageFolder.appendingPathComponent("docs").path
        let pages = (FileManager.default.subpaths(atPath: docs) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        return ["README.md"] + pages.map { "docs/" + $0 }
    }()

    /// The transcript of "In use" as it was in the README before the guide: the habits guide's first block, the one
    /// `CompletionAfterEqualsTests` types with Tab.
    static func transcript() throws -> [Transcript.Step] {
        try transcript(of: "docs/guide/habits.md", blocks: 1).steps
    }

    /// The steps of `file` (a path from the package), in order; `blocks` stops after that many blocks.
    static func transcript(of file: String, blocks: Int = .max) throws -> Transcript {
        let text = try String(contentsOf: packageFolder.appendingPathComponent(file), encoding: .utf8)
        return try Transcript(page: text, file: file, blocks: blocks)
    }

    /// Lines without what no two runs share: the time of day and the duration of a journal line, the tag of a
    /// home in a trigger's unit name (made from the home's path).
    static func masked(_ lines: [String]) -> [String] {
        lines.map { line in
            line.replacingOccurrences(
                of: #"^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)"#, with: "TIME", options: .regularExpression
            )
            .replacingOccurrences(of: #"  [\d.]+ ms  "#, with: "  MS  ", options: .regularExpression)
            .replacingOccurrences(of: #"ritual-[0-9a-f]{8}-"#, with: "ritual-TAG-", options: .regularExpression)
        }
    }

    @Test func theReadmeAndTheGuidesHaveTranscripts() throws {
        #expect(Self.files.contains("docs/guide/habits.md"), "\(Self.files)")
        #expect(try Self.transcript(of: "README.md").steps.count >= 5)
        #expect(try Self.transcript().count > 10)
        for file in Self.files {
            let text = try String(contentsOf: Self.packageFolder.appendingPathComponent(file), encoding: .utf8)
            // A session shown as plain text would be run by no test.
            let untested = text.contains("```text\n$ ")
            #expect(!untested, "\(file): a transcript in a ```text block")
        }
    }

    @Test func aTypedAnswerIsTheRestOfTheLineThatBeginsWithTheQuestion() {
        let terminal = TypedAnswers(expected: [
            "Amount for 'Water': 2", "Logged 'Water' on 2025-11-08: 2 of 8 glasses.",
        ])
        terminal.show("Amount for 'Water': ")
        #expect(terminal.answer() == "2")
        terminal.show("Logged 'Water' on 2025-11-08: 2 of 8 glasses.\n")
        terminal.show("Amount for 'Read': ")
        #expect(terminal.answer() == nil)
        #expect(
            terminal.shown
                == "Amount for 'Water': 2\nLogged 'Water' on 2025-11-08: 2 of 8 glasses.\nAmount for 'Read': ")
    }

    @Test func hiddenStepsAndSetupRunInThePagesOrder() throws {
        let page = """
            <!-- setup
            mkdir -p ~/x
            -->
            ```console
            $ ls ~/x
            $ ritual --version   # a comment
            ```
            <!-- console
            $ ritual calendar --output out.html
            $ ritual calendar --output ~/out.html
            -->
            """
        let steps = try Transcript(page: page, file: "page").steps
        #expect(steps.map(\.kind) == [.setup, .shell, .ritual, .ritual])
        #expect(steps.map(\.shown) == [false, true, true, false])
        #expect(steps[0].command == "mkdir -p ~/x")
        #expect(steps[3].command == "ritual calendar --output ~/out.html")
    }

    @Test(arguments: files) func everyCommandOfTheFilesTranscriptsPrintsWhatItShows(file: String) throws {
        let home = TranscriptHome(packageFolder: Self.packageFolder)
        var status: Int32 = 0
        for step in try Self.transcript(of: file).steps {
            if step.command == "echo $?" {
                #expect(step.expected == ["\(status)"], "\(file)")
                continue
            }
            let result = try home.run(step)
            if step.kind == .setup {
                #expect(result.status == 0, "\(file): the setup failed: \(result.lines)")
                continue
            }
            status = result.status
            #expect(Self.masked(result.lines) == Self.masked(step.expected), "\(file): \(step.command)")
        }
    }
}
