import Foundation
import Testing

/// The README's transcripts in "In use", run command by command in one fresh home with the clock they pin.
@Suite struct ReadmeTranscriptTests {
    /// One `$ ritual …` line of the transcript and the lines printed after it.
    struct Step {
        var command: String
        var expected: [String] = []
    }

    static func transcript() throws -> [Step] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## In use").dropFirst().first)
        let inUse = try #require(section.components(separatedBy: "\n## ").first)
        let blocks = inUse.components(separatedBy: "```console\n").dropFirst()
        let lines = blocks.flatMap { $0.components(separatedBy: "\n```")[0].components(separatedBy: "\n") }
        var steps: [Step] = []
        // A command that writes a file is shown, not run: the test would write beside the package.
        for line in lines where !(line.hasPrefix("$ ") && line.contains("--output")) {
            if line.hasPrefix("$ ") {
                steps.append(Step(command: String(line.dropFirst(2))))
            } else {
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

    @Test func everyCommandOfTheTranscriptPrintsWhatItShows() throws {
        let ritual = Ritual()
        var status: Int32 = 0
        let steps = try Self.transcript()
        #expect(steps.count > 10)
        for step in steps {
            let words = step.command.components(separatedBy: "  #")[0].split(separator: " ").map(String.init)
            if words == ["echo", "$?"] {
                #expect(step.expected == ["\(status)"])
                continue
            }
            #expect(words.first == "ritual")
            let result = ritual.run(Array(words.dropFirst()))
            status = result.status
            let printed = (result.stdout + result.stderr).split(separator: "\n", omittingEmptySubsequences: false)
            let actual = Self.masked(printed.dropLast().map(String.init))
            #expect(actual == Self.masked(step.expected), "\(step.command)")
        }
    }
}
