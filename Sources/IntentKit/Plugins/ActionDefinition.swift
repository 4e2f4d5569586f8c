/// An action a plugin registered: a name, the parameters it reads, the dependencies it needs, and its handler.
package struct ActionDefinition: Sendable {
    /// The name a declaration's `perform` gives (`habits.complete`).
    package let name: String
    /// The plugin that registered it, named when two plugins register the same action.
    package let plugin: String
    /// The parameters it reads, checked against declarations; nil for an action that reads whatever it is given.
    package var parameters: [ActionParameter]? { parameterList() }
    /// Builds `parameters` when asked: a run asks for those of the actions its intents perform, and building every
    /// action's lists (their parameters' static definitions, enumerations' value lists) was costly at each start.
    let parameterList: @Sendable () -> [ActionParameter]?
    /// The services the handler resolves; the wiring check proves they are registered.
    package let needs: [AnyKey]
    /// False for an action that only reads: its successful runs are not journaled (a status bar polls them).
    package let changes: Bool
    /// True for an action that runs another program (an external plugin): it may take as long as that program's
    /// timeout, so a caller holds no lock across it.
    package var external = false
    /// The question for a value of the parameter named first that a run lacks, worded from the values given with
    /// it (`Amount for 'Water'` from the habit); nil, or a nil answer, asks with the parameter's declaration.
    var question: (@Sendable (String, BoundParameters) -> String?)? = nil
    /// What its results can hold (`ActionOutput.resultShape`, or what the registration said), built when `check`
    /// asks.
    package var resultShape: @Sendable () -> ResultShape = { .unknown }
    let perform: @Sendable (ActionContext) throws -> any ActionOutput
}
