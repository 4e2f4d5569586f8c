import ArgumentParser
import IntentKit
import RitualistCore
import RitualistIntents

/// An error a command reports to a person, with the exit code that names its category.
enum CLIError: Error, CustomStringConvertible {
    case usage(String)
    /// A file the command was asked to write cannot be written.
    case cannotWrite(path: String, reason: String)
    /// A failure, with what this command adds to help a person fix it.
    case failure(any IntentFailure, hint: String? = nil)

    var description: String {
        switch self {
        case .usage(let message): return message
        case let .cannotWrite(path, reason): return "Cannot write '\(path)': \(reason)."
        case let .failure(failure, hint): return failure.message + (hint.map { " " + $0 } ?? "")
        }
    }

    var exitCode: Int32 { category.exitCode }
}

extension CLIError: IntentFailure {
    var caseName: String {
        switch self {
        case .usage: return "invalidUsage"
        case .cannotWrite: return "cannotWrite"
        case .failure(let failure, _): return failure.caseName
        }
    }

    /// The failure's own message, without the hint this command adds (as `run --json` shows it).
    var message: String {
        if case .failure(let failure, _) = self { return failure.message }
        return description
    }

    var category: FailureCategory {
        switch self {
        case .usage: return .usage
        case .cannotWrite: return .unavailable
        case .failure(let failure, _): return failure.category
        }
    }
}

extension ParsableCommand {
    /// Runs `body`, printing any failure as `Error: message` on stderr and exiting with its category's code.
    func reportingFailures(_ body: () throws -> Void) throws {
        try CLIError.reporting(body)
    }
}

extension CLIError {
    /// Runs `body`, printing any failure as `Error: message` on stderr and turning it into its category's exit code.
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as CLIError {
            throw fail(error)
        } catch let failure as any IntentFailure {
            throw fail(.failure(failure, hint: Hints.hint(for: failure)))
        } catch let error as ExitCode {
            throw error
        } catch {
            throw fail(.failure(RunnerError.unexpected(String(describing: error))))
        }
    }

    private static func fail(_ error: CLIError) -> ExitCode {
        if Console.current.answersInJSON { Output.json(ErrorEnvelope.json(error)) }
        if case .failure(let failure, _) = error, failure.failureCase == .invalidDeclaration {
            // Diagnostics carry their own `path:line:column: error:` voice.
            Output.error(error.description)
        } else {
            Output.error("Error: " + error.description)
        }
        return ExitCode(error.exitCode)
    }
}
