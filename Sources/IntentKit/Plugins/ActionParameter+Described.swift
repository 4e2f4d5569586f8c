extension ActionParameter: ActionParameterContract {
    /// A parameter described at run time, by a program outside this one (an external plugin's `describe`).
    package init(described name: String, type: ParameterType, isRequired: Bool, values: [String]? = nil) {
        self.init(name: name, type: type, isRequired: isRequired, values: values)
    }

    /// A described parameter is its own contract.
    public var contract: ActionParameter { self }
}
