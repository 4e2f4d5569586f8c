extension DeclarationCheck {
    /// What a check found: the catalog as loaded, and every problem, in order.
    public struct Result: Sendable {
        /// The load the diagnostics come from; its catalog holds the intents that are valid.
        public let load: CatalogLoader.Load
        /// Every diagnostic, by file and line; notes follow the error they explain.
        package let diagnostics: [Diagnostic]
        /// Problems between the catalog and the plugins, which belong to no line of a file.
        package let wiring: [WiringCheck.Problem]
        /// How many files were checked.
        package let files: Int

        /// How many errors were found, wiring problems included; notes and warnings do not count.
        package var errorCount: Int { diagnostics.count { $0.severity == .error } + wiring.count }

        /// Whether nothing is wrong.
        public var isClean: Bool { errorCount == 0 }

        /// The files with at least one error.
        package var brokenFiles: Set<String> {
            Set(diagnostics.filter { $0.severity == .error }.map(\.location.path))
        }

        /// What to print, one entry a problem: each diagnostic with its line and caret, then `error: wiring: …`.
        public var lines: [String] {
            diagnostics.map(\.description) + wiring.map { "error: wiring: " + $0.description }
        }
    }
}
