import Primitives

extension ContainerError {
    /// The words of a wiring mistake, written once: what happened, where, the rule, and the fix.
    enum Words {
        static let cycle: MessageTemplate = """
            Dependency cycle: {chain}
            {edges}
            A factory may not need itself, directly or through other dependencies.
            Fix: remove one of these needs, or pass the value as a parameter instead of resolving it.
            """
        /// One line of `{edges}`.
        static let edge: MessageTemplate = "  '{key}' needs '{need}'"
        static let missingRegistration: MessageTemplate = """
            No factory is registered for '{key}'.
            It was resolved directly.
            Every key a factory or action needs must be registered by a plugin.
            Fix: register '{key}' in the plugin that owns it, or remove it from the needs that name it.
            """
        static let missingRegistrationOf: MessageTemplate = """
            No factory is registered for '{key}'.
            Needed by: {chain}.
            Every key a factory or action needs must be registered by a plugin.
            Fix: register '{key}' in the plugin that owns it, or remove it from the needs that name it.
            """
        static let undeclaredDependency: MessageTemplate = """
            The factory for '{factory}' resolved '{key}', which it did not declare.
            Declared needs are what 'check' validates without running anything.
            Fix: add '{key}' to the needs of '{factory}'.
            """
        static let typeMismatch: MessageTemplate =
            "The value registered for '{key}' is a {found}, not the {expected} its key promises."
    }

    /// The cases of a wiring mistake in the container; all internal failures.
    package static let failureCases = [
        FailureCase("dependencyCycle", .internal, Words.cycle),
        FailureCase("missingRegistration", .internal, Words.missingRegistration, Words.missingRegistrationOf),
        FailureCase("undeclaredDependency", .internal, Words.undeclaredDependency),
        FailureCase("registrationTypeMismatch", .internal, Words.typeMismatch),
    ]
}
