/// `ritual` with no words on a terminal: today's widget and where help is, as `task` shows its next list. Through a
/// pipe it is the usage, as before, so a script that runs `ritual` reads what it always did.
package enum BareRitual {
    package static let hint = "Commands: ritual --help · a guided tour: ritual tour · the manual: man ritual"

    /// Whether `arguments` ask for the widget: none at all, with stdout a terminal.
    package static func applies(to arguments: [String], console: Console) -> Bool {
        arguments.isEmpty && console.isTerminal(.output)
    }

    /// Shows the widget and the hint; a failure is reported as `ritual status` reports it, with its exit code.
    package static func run() -> Int32 {
        do {
            try FailureReport.reporting { try StatusRequest().render() }
        } catch {
            return error.code
        }
        Output.line("")
        Output.line(hint)
        return 0
    }
}
