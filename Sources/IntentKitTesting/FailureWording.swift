import IntentKit
import Primitives

/// What the tests of each library ask of its list of failure cases and of the errors that raise them: every case
/// worded, one category for a name, and every error's message one of its case's templates, wholly filled.
package enum FailureWording {
    /// The names in `registry` listed with no template.
    package static func unworded(_ registry: [FailureCase]) -> [String] {
        registry.filter { $0.templates.isEmpty }.map(\.name)
    }

    /// The names in `registry` listed with more than one category.
    package static func namesWithSeveralCategories(_ registry: [FailureCase]) -> [String] {
        Dictionary(grouping: registry, by: \.name).filter { Set($0.value.map(\.category)).count > 1 }.keys.sorted()
    }

    /// What is wrong with how `failure` renders: a message other than `message`, its template not among those
    /// `registry` lists for its case and category, a placeholder without a value, a value without a placeholder.
    /// Empty when nothing is.
    package static func problems(
        of failure: any IntentFailure & TemplatedMessage, saying message: String, in registry: [FailureCase]
    ) -> [String] {
        let filled = failure.filledTemplate
        let templates = registry.filter { $0 == FailureCase(failure.caseName, failure.category) }.flatMap(\.templates)
        var problems = failure.message == message ? [] : ["says '\(failure.message)', not '\(message)'"]
        if !templates.contains(filled.template) {
            problems.append("'\(filled.template)' is not a template of \(failure.caseName) (\(failure.category))")
        }
        problems += filled.unfilled.map { "no value for {\($0)}" }
        problems += filled.unused.map { "a value for no placeholder: \($0)" }
        return problems
    }
}
