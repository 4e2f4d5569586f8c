import Foundation
import Testing

/// The transcripts of the README and of every page under `docs/`: each file's ```console blocks, in order, run
/// command by command in one fresh home of its own with the clock they pin.
@Suite struct ReadmeTranscriptTests {
    /// One `$ ritual …` line of the transcript and the lines printed after it.
    struct Step {
        var command: String
        var expected: [String] = []
    }

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

    /// The transcript of "In use" as it was in the README before the guide: now the habits guide's, the one
    /// `CompletionAfterEqualsTests` types with Tab.
    static func transcript() throws -> [Step] {
        try transcript(of: "docs/guide/habits.md")
    }

    /// The commands of every ```console block of `file` (a path from the package), in order, with what each prints.
    static func transcript(of file: String) throws -> [Step] {
        let text = try String(contentsOf: packageFolder.appendingPathComponent(file), encoding: .utf8)
        let blocks = text.components(separatedBy: "```console\n").dropFirst()
        let lines = blocks.flatMap { $0.components(separatedBy: "\n```")[0].components(separatedBy: "\n") }
        var steps: [Step] = []
        var shown = false
        for line in lines {
            if line.hasPrefix("$ ") {
                // A command that writes a file is shown, not run: the test would write beside the package.
                shown = line.contains("--output")
                if !shown {
                    steps.append(Step(command: String(line.dropFirst(2))))
                }
            } else if !shown {
                try #require(!steps.isEmpty, "\(file): output before any command: \(line)")
                steps[steps.count - 1].expected.append(line)
            }
        }
        return steps
    }

    /// Journal lines without what no two runs share: the time of day and the duration.
    static func masked(_ lines: [String]) -> [String] {
        lines.map { line in
            line.replacingOccurrences(
                of: #"^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)"#, with: "TIME", options: .regularExpression
            )
            .replacingOccurrences(of: #"  [\d.]+ ms  "#, with: "  MS  ", options: .regularExpression)
        }
    }

    @Test func theReadmeAndTheHabitsGuideHaveTranscripts() throws {
        #expect(Self.files.contains("docs/guide/habits.md"), "\(Self.files)")
        #expect(try Self.transcript(of: "README.md").count >= 5)
        #expect(try Self.transcript(of: "docs/guide/habits.md").count > 10)
    }

    @Test(arguments: files) func everyCommandOfTheFilesTranscriptsPrintsWhatItShows(file: String) throws {
        let ritual = Ritual()
        var status: Int32 = 0
        for step in try Self.transcript(of: file) {
            let words = step.command.components(separatedBy: "  #")[0].split(separator: " ").map(String.init)
            if words == ["echo", "$?"] {
                #expect(step.expected == ["\(status)"], "\(file)")
                continue
            }
            #expect(words.first == "ritual", "\(file): \(step.command)")
            let result = ritual.run(Array(words.dropFirst()))
            status = result.status
            let printed = (result.stdout + result.stderr).split(separator: "\n", omittingEmptySubsequences: false)
            let actual = Self.masked(printed.dropLast().map(String.init))
            #expect(actual == Self.masked(step.expected), "\(file): \(step.command)")
        }
    }
}
