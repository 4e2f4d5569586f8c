/// Checks declarations and their wiring without running anything: every problem of every file at once, ordered
/// by file and line as compilers print them. `ritual check` and the Pantry example both report through it.
///
/// ```swift
/// let registry = PluginRegistry(plugins: [PantryPlugin(shelfPath: shelf)])
/// let result = DeclarationCheck(registry: registry).check(sources)
/// for line in result.lines { print(line) }
/// exit(result.isClean ? 0 : FailureCategory.configuration.exitCode)
/// ```
public struct DeclarationCheck: Sendable {
    /// The plugins whose actions, entity types and services the declarations are checked against.
    package let registry: PluginRegistry
    /// The cases a run can end with besides IntentKit's own (`FailureCase.intentKit`): with those, what an
    /// example's `expect:` may name.
    package let domainCases: [FailureCase]
    /// The bounds a declaration must keep (nesting, fan-out, sizes).
    package let limits: DeclarationLimits

    /// A check against `registry`'s plugins, accepting `domainCases` in `expect:`, within `limits`.
    public init(registry: PluginRegistry, domainCases: [FailureCase] = [], limits: DeclarationLimits = .standard) {
        self.registry = registry
        self.domainCases = domainCases
        self.limits = limits
    }

    /// Loads `sources` (built-in first, then the user's) and checks them, their examples and their wiring.
    /// `diagnostics` are problems found elsewhere (a settings file, say), and `catalogProblems` those of what
    /// refers to the loaded catalog; both are reported in order beside the declarations' own.
    public func check(
        _ sources: [DeclarationSource], adding diagnostics: [Diagnostic] = [],
        catalogProblems: (Catalog) -> [Diagnostic] = { _ in [] }
    ) -> Result {
        let load = CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary, limits: limits))
            .load(sources)
        let examples = ExampleExpectations.diagnostics(
            in: load.catalog, sources: sources, known: (FailureCase.intentKit + domainCases).map(\.name))
        let paths = ResultPathCheck(registry: registry, catalog: load.catalog).diagnostics(sources: sources)
        let wiring = WiringCheck(registry: registry, container: Container(registry.services))
            .problems(in: load.catalog)
        return Result(
            load: load,
            diagnostics: Diagnostic.ordered(
                load.diagnostics + examples + paths + diagnostics + catalogProblems(load.catalog),
                files: sources.map(\.path)),
            wiring: wiring, files: sources.count)
    }
}
