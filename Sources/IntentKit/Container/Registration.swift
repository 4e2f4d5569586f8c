/// How to build the value behind one key.
struct Registration: Sendable {
    let key: AnyKey
    let scope: Scope
    /// The keys the factory may resolve; what `check` walks without building anything.
    let needs: [AnyKey]
    /// The type the factory builds, for the message when a key of another type asks for it.
    let valueType: Any.Type
    /// Builds the value, wrapped in a `Built` of its type.
    let make: @Sendable (Resolver) throws -> any Sendable
}

/// A built value in the type its key names. Resolving casts the stored box back to `Built<Value>`, a class-to-class
/// cast: casting the value itself to an existential such as `any HabitStore` makes the runtime search every
/// conformance in the program the first time, at every start.
final class Built<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
