import IntentKit
import RitualistApp

/// How every command reports a failure to a person: `Error: message` and its hint on stderr (a broken declaration
/// in its own `path:line:column: error:` voice), the error envelope on stdout when JSON was asked for, and the exit
/// status of the failure's category.
package enum FailureReport {
    /// Runs `body`, reporting what it throws and ending the command with the failure's exit status.
    package static func reporting(_ body: () throws -> Void) throws(ExitStatus) {
        do {
            try body()
        } catch let status as ExitStatus {
            throw status
        } catch let hinted as HintedFailure {
            throw fail(hinted)
        } catch let error as FrontEndError {
            throw fail(HintedFailure(error, hint: nil))
        } catch let failure as any IntentFailure {
            throw fail(HintedFailure(failure, hint: Hints.hint(for: failure)))
        } catch {
            throw fail(HintedFailure(RunnerError.unexpected(String(describing: error)), hint: nil))
        }
    }

    private static func fail(_ failure: HintedFailure) -> ExitStatus {
        if Console.current.answersInJSON { Output.json(ErrorEnvelope.json(failure)) }
        if failure.failureCase == .invalidDeclaration {
            // Diagnostics carry their own `path:line:column: error:` voice.
            Output.error(failure.description)
        } else {
            Output.error("Error: " + failure.description)
        }
        return ExitStatus(failure.category.exitCode)
    }
}
