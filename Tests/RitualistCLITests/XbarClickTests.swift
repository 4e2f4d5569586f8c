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

    /// What the dropdown line of `habit` runs: its `bash=` program and its `param1=`, `param2=`, ….
    struct Click {
        let program: String
        let arguments: [String]

        /// The arguments `ritual` itself gets (a test home is not the default: the line runs it through env).
        var ritualArguments: [String] { Array(arguments.drop { $0 != Ritual.binary }.dropFirst()) }

        func run(in ritual: Ritual) throws -> ProcessResult {
            try ProcessRunner.run(program, arguments, environment: ritual.environment)
        }
    }

    static func click(_ habit: String, in ritual: Ritual) throws -> Click {
        let lines = try ritual.binary("status", "--format", "xbar").stdout.split(separator: "\n")
        let line = try #require(lines.first { $0.hasPrefix("○ " + habit) }, "\(lines)")
        let attributes = try #require(line.split(separator: " | ").last).split(separator: " ")
        #expect(attributes.first == "bash=\"/usr/bin/env\"")
        let arguments = attributes.filter { $0.hasPrefix("param") }.map { String($0.drop { $0 != "=" }.dropFirst()) }
        #expect(arguments.prefix(2) == ["RITUALIST_HOME=" + ritual.home.path, Ritual.binary])
        return Click(program: "/usr/bin/env", arguments: arguments)
    }

    static func progress(_ habit: String, in ritual: Ritual) throws -> JSONValue? {
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        return status["habits"]?.arrayValue?.first { $0["name"]?.stringValue == habit }?["progress"]
    }

    @Test(arguments: [("Water", "Amount for 'Water'"), ("Coffee", "Amount for 'Coffee'")])
    func aClickOnANumericHabitAsksForTheAmountAndLogsTheAnswer(habit: String, question: String) throws {
        let ritual = try Self.home(answer: "1")
        let click = try Self.click(habit, in: ritual)
        #expect(click.ritualArguments.prefix(2) == ["run", "CompleteHabit"])
        #expect(!click.ritualArguments.contains { $0.hasPrefix("value=") }, "\(click.arguments)")
        let run = try click.run(in: ritual)
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: ritual.home.path("asked"), encoding: .utf8) == question + "\n")
        #expect(try Self.progress(habit, in: ritual) == .double(1))
    }

    @Test func aClickOnABinaryHabitCompletesItWithoutAsking() throws {
        let ritual = try Self.home(answer: "1")
        let run = try Self.click("Read", in: ritual).run(in: ritual)
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
            let run = try Self.click(habit, in: ritual).run(in: ritual)
            #expect(run.status == 0 && run.stdout.isEmpty)
            #expect(try Self.progress(habit, in: ritual) == .double(0))
        }
        #expect(ritual("journal", "--limit", "1").stdout.contains("needsValue"))
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(status["completed"]?.arrayValue == [])
    }
}
