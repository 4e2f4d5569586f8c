import Foundation
import IntentKit

/// `ritual.1`, written from the command definitions (the parser's own description of every command, option and
/// argument) and `ManualSections`, so nothing in it is written twice.
package enum ManualPage {
    /// Prints the page made from `described` (the parser's JSON description of the commands), dated the day of
    /// `RITUALIST_NOW` when set, else today; the exit status.
    package static func print(described: String, version: String) -> Int32 {
        guard let commands = try? JSONParser.parse(described) else {
            Output.error("Error: the commands' description could not be read.")
            return 70
        }
        let now = Console.current.environment["RITUALIST_NOW"] ?? ISO8601DateFormatter().string(from: Date())
        Console.current.write(.output, render(commands: commands, date: String(now.prefix(10)), version: version))
        return 0
    }

    /// The page for `date` (`2025-11-08`), from the parser's JSON description of the root command.
    package static func render(commands json: JSONValue, date: String, version: String) -> String {
        let root = json["command"] ?? .null
        var lines = [
            ".TH RITUAL 1 \"\(date)\" \"ritual \(version)\" \"User Commands\"", ".SH NAME",
            "ritual \\- " + Roff.text(root["abstract"]?.stringValue ?? ""), ".SH SYNOPSIS",
            ".B ritual", ".I subcommand", "[\\fIoptions\\fR]", ".SH DESCRIPTION",
        ]
        lines += Roff.paragraphs(root["discussion"]?.stringValue ?? "")
        lines += [".SH COMMANDS"]
        for command in visible(root["subcommands"]) { lines += self.command(command, path: "ritual") }
        for section in ManualSections.sections {
            lines.append(".SH " + section.title)
            for item in section.items { lines += [".TP", ".B " + Roff.text(item.term), Roff.text(item.text)] }
        }
        lines += [".SH SEE ALSO", "The README of Ritualist, and \\fBritual help\\fR \\fIsubcommand\\fR."]
        return lines.joinedText(separator: "\n") + "\n"
    }

    private static func visible(_ commands: JSONValue?) -> [JSONValue] {
        (commands?.arrayValue ?? []).filter { $0["shouldDisplay"]?.boolValue != false && $0["commandName"] != "help" }
    }

    /// A command's heading, what it does, its arguments and options, then its own subcommands.
    private static func command(_ command: JSONValue, path: String) -> [String] {
        let name = path + " " + (command["commandName"]?.stringValue ?? "")
        var lines = [".SS " + Roff.text(name), Roff.text(command["abstract"]?.stringValue ?? "")]
        lines += Roff.paragraphs(command["discussion"]?.stringValue ?? "")
        let arguments = (command["arguments"]?.arrayValue ?? []).filter {
            $0["shouldDisplay"]?.boolValue != false && !["help", "version"].contains($0["valueName"]?.stringValue)
        }
        if !arguments.isEmpty { lines += [".RS 4"] + arguments.flatMap(argument) + [".RE"] }
        for subcommand in visible(command["subcommands"]) { lines += self.command(subcommand, path: name) }
        return lines
    }

    /// `--days days` (or `habit` for a positional argument) and what it is for.
    private static func argument(_ argument: JSONValue) -> [String] {
        let value = argument["valueName"]?.stringValue ?? ""
        let names = (argument["names"]?.arrayValue ?? []).compactMap { name -> String? in
            guard let text = name["name"]?.stringValue else { return nil }
            return (name["kind"]?.stringValue == "short" ? "\\-" : "\\-\\-") + Roff.text(text)
        }
        let term: String
        switch argument["kind"]?.stringValue {
        case "positional": term = "\\fI" + Roff.text(value) + "\\fR"
        case "option": term = "\\fB" + names.joinedText(separator: ", ") + "\\fR \\fI" + Roff.text(value) + "\\fR"
        default: term = "\\fB" + names.joinedText(separator: ", ") + "\\fR"
        }
        var text = argument["abstract"]?.stringValue ?? ""
        if let defaultValue = argument["defaultValue"]?.stringValue, !text.contains("Default") {
            text += " (default: \(defaultValue))"
        }
        return [".TP", term, Roff.text(text)]
    }
}
