/// A typed intent as a YAML file declares it: a name, a summary, parameters, and what it does.
package struct IntentDeclaration: Sendable {
    /// What running the intent does.
    package enum Body: Sendable {
        /// Run the action a plugin registered under this name.
        case perform(action: String)
        /// Run these steps in order: a composition of other intents and actions.
        case steps([Step])
    }

    /// An example run that the test suite executes: arguments and the outcome it expects.
    package struct Example: Sendable {
        /// The `name=value` arguments the example runs with, in order.
        package let arguments: [(String, String)]
        /// The error case the run should end with, or nil when it should succeed.
        package let expectedError: String?
        /// Where the example stands, for a failing example's report.
        package let location: SourceLocation

        /// An example that runs with `arguments` and expects `expectedError`, or success when it is nil.
        package init(arguments: [(String, String)], expectedError: String?, location: SourceLocation) {
            self.arguments = arguments
            self.expectedError = expectedError
            self.location = location
        }
    }

    /// The name intents are run by (`CompleteHabit`).
    package let name: String
    /// A short title for menus and lists.
    package let title: String
    /// One sentence saying what the intent does.
    package let summary: String
    /// The parameters, in the order the file declares them.
    package let parameters: [ParameterDeclaration]
    /// What running it does: an action or steps.
    package let body: Body
    /// A user declaration may replace a built-in one of the same name only when it says so.
    package let overrides: Bool
    /// The example runs the test suite executes.
    package let examples: [Example]
    /// Where the `intent:` key stands, for diagnostics that name the declaration.
    package let location: SourceLocation
    /// Whether it comes from a built-in file or a user's.
    package let origin: DeclarationSource.Origin
    /// What a composition does when run while another run of it is in progress.
    package let runMode: RunMode
    /// What starts it by itself (`on:`), in file order; empty for an intent that runs only when asked.
    package let triggers: [Trigger]

    /// A declaration with every field given; parsing builds these from YAML.
    package init(
        name: String, title: String, summary: String, parameters: [ParameterDeclaration], body: Body,
        overrides: Bool = false, examples: [Example] = [], location: SourceLocation,
        origin: DeclarationSource.Origin, runMode: RunMode = .single, triggers: [Trigger] = []
    ) {
        self.runMode = runMode
        self.triggers = triggers
        self.name = name
        self.title = title
        self.summary = summary
        self.parameters = parameters
        self.body = body
        self.overrides = overrides
        self.examples = examples
        self.location = location
        self.origin = origin
    }

    /// The parameter with this name, compared exactly.
    package func parameter(named name: String) -> ParameterDeclaration? {
        parameters.first { $0.name == name }
    }

    /// The action the intent performs, or nil for a composition.
    package var action: String? {
        if case .perform(let action) = body { return action }
        return nil
    }

    /// The steps of a composition, or nil for an intent that performs an action.
    package var steps: [Step]? {
        if case .steps(let steps) = body { return steps }
        return nil
    }
}
