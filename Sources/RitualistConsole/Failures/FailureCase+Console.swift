import IntentKit
import RitualistStore
import RitualistTransfer

extension FailureCase {
    /// Every case the terminal front end adds to the others (`FailureCase.desktop`): a file that cannot be read,
    /// imported or written, an import into a store that has a history, a restore another process holds back.
    package static let console: [FailureCase] =
        [FileFailure.failureCase]
        + ImportError.wordedCases.map { FailureCase($0.name, .rejected, templates: $0.templates) }
        + [FailureCase("storeBusy", .unavailable, StoreRestore.Busy.template)]
}
