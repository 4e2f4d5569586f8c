import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// A click in xbar's dropdown runs what its line says through the real binary: a binary habit completes, a numeric
/// one asks for the amount as `ritual done` does (config.yaml's `prompt.command`), and nothing is logged unasked.
@Suite struct XbarClickTests {
    /// Read (binary), Water (8 glasses) and Coffee (at most 2 cups), none begun; the prompt command answers
    /// `answer` and writes each question it is asked to `asked`.
    static func home(answer: String?) throws -> Ritual {
        var ritual = Ritual()
        ritual.extra["RITUALIST_EXECUTABLE"] = Ritual.binary
        ritual("habit", "add", "Read")
        ritual("habit", "add", "Water", "--target", "8", "--unit", "glasses")
        ritual("habit", "add", "Coffee", "--target", "2", "--unit", "cups", "--at-most")
        guard let answer else { return ritual }
        let prompt = ritual.home.path("prompt.sh")
        try PluginHome.executable(
            prompt, "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(ritual.home.path("asked"))'\nprintf '\(answer)'\n")
        try ritual.home.write("config.yaml", "prompt:\n  command: [\"\(prompt)\", \"{question}\"]\n")
        return ritual
    }

    /// The arguments the dropdown line of `habit` runs `ritual` with: its `param1=`, `param2=`, ….
    static func click(_ habit: String, in ritual: Ritual) throws -> [String] {
        let lines = try ritual.binary("status", "--format", "xbar").stdout.split(separator: "\n")
        let line = try #require(lines.first { $0.hasPrefix("○ " + habit) }, "\(lines)")
        let attributes = try #require(line.split(separator: " | ").last).split(separator: " ")
        #expect(attributes.first == "bash=\"\(Ritual.binary)\"")
        return attributes.filter { $0.hasPrefix("param") }.map { String($0.drop { $0 != "=" }.dropFirst()) }
    }

    static func progress(_ habit: String, in ritual: Ritual) throws -> JSONValue? {
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        return status["habits"]?.arrayValue?.first { $0["name"]?.stringValue == habit }?["progress"]
    }

    @Test(arguments: [("Water", "Amount for 'Water'"), ("Coffee", "Amount for 'Coffee'")])
    func aClickOnANumericHabitAsksForTheAmountAndLogsTheAnswer(habit: String, question: String) throws {
        let ritual = try Self.home(answer: "1")
        let arguments = try Self.click(habit, in: ritual)
        #expect(arguments.prefix(2) == ["run", "CompleteHabit"])
        #expect(!arguments.contains { $0.hasPrefix("value=") }, "\(arguments)")
        let run = try ProcessRunner.run(Ritual.binary, arguments, environment: ritual.environment)
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: ritual.home.path("asked"), encoding: .utf8) == question + "\n")
        #expect(try Self.progress(habit, in: ritual) == .double(1))
    }

    @Test func aClickOnABinaryHabitCompletesItWithoutAsking() throws {
        let ritual = try Self.home(answer: "1")
        let run = try ProcessRunner.run(
            Ritual.binary, try Self.click("Read", in: ritual), environment: ritual.environment)
        #expect(run.status == 0)
        #expect(!FileManager.default.fileExists(atPath: ritual.home.path("asked")))
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(status["completed"]?.arrayValue?.map { $0["name"] } == [.string("Read")])
    }

    /// With no one to ask (no terminal, no prompt command), a click on an at-most habit logs nothing: a 0 would
    /// say "none today" for a day that may hold cups yet.
    @Test func withNoOneToAskAClickOnANumericHabitLogsNothing() throws {
        let ritual = try Self.home(answer: nil)
        for habit in ["Coffee", "Water"] {
            let run = try ProcessRunner.run(
                Ritual.binary, try Self.click(habit, in: ritual), environment: ritual.environment)
            #expect(run.status == 0 && run.stdout.isEmpty)
            #expect(try Self.progress(habit, in: ritual) == .double(0))
        }
        #expect(ritual("journal", "--limit", "1").stdout.contains("needsValue"))
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(status["completed"]?.arrayValue == [])
    }
}
