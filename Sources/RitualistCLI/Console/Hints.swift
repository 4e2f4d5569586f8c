import IntentKit
import RitualistCore

/// What the command line adds to a failure so a person knows the next step: the layers below name no program
/// and no flag.
enum Hints {
    static func hint(for failure: any IntentFailure) -> String? {
        let cause = (failure as? Outcome.Failure)?.cause ?? failure
        if let error = cause as? HabitValidationError {
            switch error {
            case .unitOnBinary: return "Remove --unit, or use --kind numeric."
            case .targetOnBinary: return "Remove --target, or use --kind numeric."
            case .missingTarget: return "Add --target, for example '--target 8'."
            default: return nil
            }
        }
        if let error = cause as? RunnerError, case .unknownIntent = error {
            return "Run 'ritual list' to see them all."
        }
        return nil
    }
}
