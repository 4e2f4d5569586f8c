/// One line of a group of runs (see `Runner.runGroup(_:mode:)`): a request to run, or a line refused before it
/// could run (one that is not a request), which is answered with its failure and not journaled.
package enum GroupLine: Sendable {
    case request(intent: String, params: JSONValue)
    case refused(intent: String, failure: Outcome.Failure)
}
