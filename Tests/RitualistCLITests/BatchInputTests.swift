import Foundation
import IntentKit
import IntentKitTesting
import RitualistCLI
import RitualistConsole
import Synchronization
import Testing

/// What `run --batch` says of a line that is not a request, and how it reads a line too long to be one.
@Suite struct BatchInputTests {
    static let usage = #"(expected {"intent": NAME, "params": {...}})"#

    @Test(arguments: [
        ("not json", "not JSON (unexpected character at offset 0)"),
        (#"{"intent": "DayStatus""#, "not JSON (unexpected end of text at offset 22)"),
        ("[1, 2]", "expected an object, found a list \(usage)"),
        (#""DayStatus""#, "expected an object, found text \(usage)"),
        (#"{"intent": "DayStatus", "intent": "Today"}"#, "duplicate key 'intent'"),
        (#"{"intent": "Today", "params": {}, "params": {}}"#, "duplicate key 'params'"),
        (
            #"{"intent": "DayStatus", "parms": {}}"#,
            "unknown key 'parms' (expected 'intent' and 'params'). Did you mean 'params'?"
        ),
        (#"{"intent": 3}"#, "'intent' must be text, found a number"),
        (#"{"intent": "CompleteHabit", "params": "Stretch"}"#, "'params' must be an object, found text"),
        (#"{"intent": "CompleteHabit", "params": null}"#, "'params' must be an object, found null"),
        (#"{"params": {}}"#, "no 'intent' \(usage)"),
    ])
    func aLineThatIsNotARequestSaysWhatIsWrongWithItsNumber(line: String, problem: String) throws {
        let ritual = Ritual()
        let result = ritual.run(
            ["run", "--batch", "--strict"],
            stdin: #"{"intent": "Today"}"# + "\n" + line + "\n" + #"{"intent": "Today"}"#)
        let outcomes = try result.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        #expect(outcomes.map { $0["ok"] } == [true, false, true])
        #expect(outcomes[1]["error"]?["case"] == "invalidRequest")
        let sentence = problem.hasSuffix("?") ? problem : problem + "."
        #expect(outcomes[1]["error"]?["message"] == .string("Invalid request on line 2: \(sentence)"))
        #expect(result.status == 64)
    }

    @Test func aLineLongerThanTheBoundIsReportedByNumberAndPrefixAndTheBatchGoesOn() throws {
        let ritual = Ritual()
        let long = #"{"intent": "Today", "params": {"note": ""# + String(repeating: "x", count: 70_000) + #""}}"#
        let result = ritual.run(
            ["run", "--batch", "--strict"],
            stdin: [#"{"intent": "Today"}"#, long, #"{"intent": "Today"}"#].joined(
                separator: "\n"))
        let outcomes = try result.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        #expect(outcomes.map { $0["ok"] } == [true, false, true])
        #expect(
            outcomes[1]["error"]?["message"]
                == .string(
                    "Invalid request on line 2: longer than 65536 bytes ('{\"intent\": \"Today\", \"params\": "
                        + "{\"note\": \"" + String(repeating: "x", count: 20) + "…')."))
        #expect(result.status == 64)
    }

    @Test(arguments: [(true, Int32(69)), (false, Int32(0))])
    func inputThatCannotBeReadEndsTheBatchAndFailsItWhenStrict(strict: Bool, status: Int32) throws {
        let ritual = Ritual()
        let capture = Capture(input: [])
        let sent = Mutex(false)
        let console = Console(
            environment: ritual.environment, write: capture.write,
            readInput: { buffer in
                // One request, then a read that fails as a vanished terminal's does.
                let first = sent.withLock { sent in
                    defer { sent = true }
                    return !sent
                }
                guard first else { return -Int(EIO) }
                let line = Array(#"{"intent": "Today"}"#.utf8) + [10]
                buffer.copyBytes(from: line)
                return line.count
            })
        let arguments = ["run", "--batch"] + (strict ? ["--strict"] : [])
        let result = capture.result(status: RitualCLI.main(arguments, console: console))
        #expect(result.status == status)
        #expect(try JSONParser.parse(result.stdout)["ok"] == true)
        #expect(result.stderr == "Error: cannot read the batch's input: Input/output error.\n")
    }

    /// Runs the built `ritual run --batch --strict` on one line of `size` bytes without a newline, then a request,
    /// and returns its exit status, output and peak resident memory.
    private func runOverLongLine(of size: Int, in ritual: Ritual) throws -> MeasuredRun {
        let input = ritual.home.path("input-\(size).jsonl")
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        try MeasuredRun.write(to: input) { write in
            write(Array(#"{"intent": ""#.utf8))
            for _ in 0..<(size >> 20) { write(chunk) }
            write(Array("\"}\n{\"intent\": \"Today\"}\n".utf8))
        }
        return try MeasuredRun(
            Ritual.binary, ["run", "--batch", "--strict"], environment: ritual.environment, stdin: input)
    }

    @Test func anUnboundedLineKeepsMemoryFlatAndFailsAStrictBatch() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        let small = try runOverLongLine(of: 8 << 20, in: ritual)
        let large = try runOverLongLine(of: 128 << 20, in: ritual)
        for run in [small, large] {
            #expect(run.status == 64)
            let outcomes = try run.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
            #expect(outcomes.map { $0["ok"] } == [false, true])
            #expect(
                outcomes.first?["error"]?["message"]?.stringValue?.hasPrefix(
                    "Invalid request on line 1: longer than 65536 bytes ('{\"intent\": \"xxxx") == true)
        }
        // Sixteen times the input, the same memory: the line is never held whole.
        #expect(Double(large.maximumResidentKilobytes) / Double(small.maximumResidentKilobytes) < 1.25)
    }
}
