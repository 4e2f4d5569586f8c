import IntentKit

extension FailureCase {
    /// Every case a front end adds to a run's (`FailureCase.ritualist`): its refusals of a request, and the hotkey
    /// and triggers commands'. A `hotkeys fire` of an unknown id is journaled with one of these.
    package static let desktop: [FailureCase] =
        FrontEndError.failureCases + HotkeyError.failureCases + TriggerError.failureCases
}

extension FailureCase {
    /// A request a front end cannot carry out as asked, each refusal worded by its own template; the argument
    /// parser's refusals have this case too, in the parser's words.
    package static let invalidUsage = FailureCase("invalidUsage", .usage, templates: FrontEndError.Words.invalidUsage)
    /// A file a command was asked to write cannot be written.
    package static let cannotWrite = FailureCase("cannotWrite", .unavailable, FrontEndError.Words.cannotWrite)
    /// `hotkeys fire` of an id nothing binds.
    package static let unknownHotkey = FailureCase("unknownHotkey", .usage, HotkeyError.Words.unknownHotkey)
    /// A `ritual hotkeys` marker with no pair in a file install would change.
    package static let unbalancedMarker = FailureCase("unbalancedMarker", .rejected, HotkeyError.Words.unbalancedMarker)
    /// A file of the name install writes that install did not write.
    package static let notOurFile = FailureCase("notOurFile", .rejected, HotkeyError.Words.notOurs)
    /// A file install or uninstall would change that nobody may write.
    package static let readOnlyFile = FailureCase("readOnlyFile", .unavailable, HotkeyError.Words.readOnly)
}
