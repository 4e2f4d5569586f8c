import Foundation
import IntentKit
import RitualistApp

/// `ritual tour`: the tour's script played on a throwaway home, printed as it goes, or with `json` as one object,
/// `{"home": the kept home or null, "steps": [TourStep]}`. The home is removed afterwards unless `keep`.
package struct Tour {
    package let keep: Bool
    package let json: Bool

    package init(keep: Bool, json: Bool) {
        self.keep = keep
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let home = FileManager.default.temporaryDirectory
                .appendingPathComponent("ritualist-tour-\(UUID().uuidString.prefix(8))").path
            var environment = Console.current.environment
            environment["RITUALIST_HOME"] = home
            let runtime = try RitualistRuntime(environment: environment, zone: Console.current.zone)
            defer { if !keep { try? FileManager.default.removeItem(atPath: home) } }
            var steps: [TourStep] = []
            try TourScript(runtime: runtime) { event in
                guard json else { return Self.print(event) }
                switch event {
                case .note(let text): steps.append(TourStep(kind: .note, text: text))
                case .command(let line): steps.append(TourStep(kind: .command, text: line))
                case .output(let text):
                    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    if steps.last?.kind == .command { steps[steps.count - 1].output += lines }
                }
            }.play()
            if json {
                Output.json(.object([("home", .optional(keep ? home : nil)), ("steps", .array(steps.map(\.json)))]))
            } else if keep {
                Output.line("\nThe tour's home is kept: RITUALIST_HOME=\(home)")
            }
        }
    }

    private static func print(_ event: TourScript.Event) {
        switch event {
        case .note(let text): Output.line("\n# " + text)
        case .command(let line): Output.line("\n$ " + line)
        case .output(let line): Output.line(line)
        }
    }
}
