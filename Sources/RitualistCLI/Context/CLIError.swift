import ArgumentParser
import IntentKit
import RitualistCore
import RitualistStore

/// An error a command reports to a person, with the exit code that names its category.
enum CLIError: Error, CustomStringConvertible {
    case usage(String)
    case failure(any IntentFailure)

    var description: String {
        switch self {
        case .usage(let message): return message
        case .failure(let failure): return failure.message
        }
    }

    var exitCode: Int32 {
        switch self {
        case .usage: return FailureCategory.usage.exitCode
        case .failure(let failure): return failure.category.exitCode
        }
    }
}

extension ParsableCommand {
    /// Runs `body`, printing any failure as `Error: message` on stderr and exiting with its category's code.
    func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as CLIError {
            throw fail(error)
        } catch let failure as any IntentFailure {
            throw fail(.failure(failure))
        } catch let error as ExitCode {
            throw error
        } catch {
            throw fail(.failure(RunnerError.unexpected(String(describing: error))))
        }
    }

    private func fail(_ error: CLIError) -> ExitCode {
        if case .failure(let failure) = error, failure is DiagnosticList {
            // Diagnostics carry their own `path:line:column: error:` voice.
            Output.error(error.description)
        } else {
            Output.error("Error: " + error.description)
        }
        return ExitCode(error.exitCode)
    }
}
