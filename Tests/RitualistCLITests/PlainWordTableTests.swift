import IntentKit
import RitualistConsole
import Testing

@testable import RitualistCLI

/// The commands read without the parser know the same flags and options as the parser does: each table is the
/// one the command's declarations are named from, and the parser's own account of the command (its help dump)
/// lists exactly those words.
@Suite struct PlainWordTableTests {
    static let tables: [(path: [String], flags: [CommandWord], options: [CommandWord])] = [
        // `--params` and `--trigger` are the parser's alone: the plain reading declines them.
        (["run"], RunRequest.Words.flags, [RunRequest.Words.params, RunRequest.Words.trigger]),
        (["status"], StatusRequest.Words.flags, StatusRequest.Words.options),
        (["hotkeys", "fire"], FireRequest.Words.flags, []),
        (["list"], ListRequest.Words.flags, []),
        (["streak"], StreakRequest.Words.flags, StreakRequest.Words.options),
        (["stats"], StatsRequest.Words.flags, StatsRequest.Words.options),
        (["calendar"], CalendarRequest.Words.flags, CalendarRequest.Words.options),
    ]

    @Test(arguments: tables)
    func thePlainTableListsEveryFlagAndOptionTheParserKnows(
        path: [String], flags: [CommandWord], options: [CommandWord]
    ) throws {
        let capture = Capture(input: [])
        let console = Console(environment: [:], write: capture.write)
        #expect(RitualCLI.main(path + ["--experimental-dump-help"], console: console) == 0)
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
        #expect(names("flag") == Set(flags.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }))
        #expect(names("option") == Set(options.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }))
    }

    @Test(arguments: ["--strict", "--json"])
    func theHotPathsReadStrictAndJSONWithoutTheParser(flag: String) {
        #expect(StatusRequest(plainWords: ["status", flag]) != nil)
        #expect(ListRequest(plainWords: ["list", flag]) != nil)
        #expect(FireRequest(plainWords: ["hotkeys", "fire", "super-m", flag]) != nil)
        #expect(RunRequest(plainWords: ["run", "DayStatus", flag]) != nil)
    }
}
