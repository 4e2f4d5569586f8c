import IntentKit
import RitualistConsole
import Testing

@testable import RitualistCLI

/// The commands read without the parser know the same words as the parser does: the parser's declarations are
/// generated from each command's `CommandWords` table, and the parser's own account of the command (its help dump)
/// lists exactly the table's flags, options and arguments.
@Suite struct PlainWordTableTests {
    struct Table: Sendable, CustomTestStringConvertible {
        var path: [String]
        var flags: Set<String>
        var options: Set<String>
        var arguments: Set<String>

        init<Request>(_ words: CommandWords<Request>) {
            path = words.path
            func names(_ kind: (CommandWord<Request>.Kind) -> Bool) -> Set<String> {
                Set(words.words.filter { kind($0.kind) }.flatMap { [$0.long] + ($0.short.map { ["-\($0)"] } ?? []) })
            }
            flags = names { if case .flag = $0 { true } else { false } }
            options = names { if case .option = $0 { true } else { false } }
            arguments = Set(
                words.words.filter {
                    if case .flag = $0.kind { false } else if case .option = $0.kind { false } else { true }
                }
                .map(\.name))
        }

        var testDescription: String { path.joined(separator: " ") }
    }

    static let tables = [
        Table(RunRequest.words), Table(StatusRequest.words), Table(FireRequest.words), Table(ListRequest.words),
        Table(StreakRequest.words), Table(StatsRequest.words), Table(CalendarRequest.words),
    ]

    @Test(arguments: tables)
    func theParserKnowsEveryWordOfTheTableAndNoOther(table: Table) throws {
        let capture = Capture(input: [])
        let console = Console(environment: [:], write: capture.write)
        #expect(RitualCLI.main(table.path + ["--experimental-dump-help"], console: console) == 0)
        let dump = try JSONParser.parse(capture.result(status: 0).stdout)
        let arguments = dump["command"]?["arguments"]?.arrayValue ?? []
        func names(_ kind: String) -> Set<String> {
            let declared = arguments.filter { $0["kind"]?.stringValue == kind }.flatMap {
                $0["names"]?.arrayValue ?? []
            }
            let words = declared.compactMap { name -> String? in
                guard let text = name["name"]?.stringValue else { return nil }
                return (name["kind"]?.stringValue == "long" ? "--" : "-") + text
            }
            return Set(words).subtracting(["--help", "-h", "--version"])
        }
        #expect(names("flag") == table.flags)
        #expect(names("option") == table.options)
        let positionals = arguments.filter { $0["kind"]?.stringValue == "positional" }
        #expect(Set(positionals.compactMap { $0["valueName"]?.stringValue }) == table.arguments)
    }

    @Test(arguments: ["--strict", "--json"])
    func theHotPathsReadStrictAndJSONWithoutTheParser(flag: String) {
        #expect(StatusRequest(plainWords: ["status", flag]) != nil)
        #expect(ListRequest(plainWords: ["list", flag]) != nil)
        #expect(FireRequest(plainWords: ["hotkeys", "fire", "super-m", flag]) != nil)
        #expect(RunRequest(plainWords: ["run", "DayStatus", flag]) != nil)
    }
}
