/// A typed name for a dependency in a `Container`.
///
/// ```swift
/// extension Keys {
///     static let store = Key<HabitStore>("store")
/// }
/// let store = try resolver.resolve(Keys.store)
/// ```
public struct Key<Value: Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// The name the container files the registration under; unique across every plugin.
    package let name: String

    /// A key named `name`, by convention prefixed with the plugin's name (`pantry.shelf`).
    public init(_ name: String) {
        self.name = name
    }

    /// The key without its type, as registrations and diagnostics list it.
    public var erased: AnyKey { AnyKey(name: name) }

    /// The key's name.
    public var description: String { name }
}

/// A dependency key with its type erased.
public struct AnyKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The name the container files the registration under.
    package let name: String

    /// A key by its name alone.
    package init(name: String) {
        self.name = name
    }

    /// The key's name.
    public var description: String { name }

    /// Orders keys by name, as lists of them are printed.
    public static func < (lhs: AnyKey, rhs: AnyKey) -> Bool { lhs.name < rhs.name }
}

/// A namespace for plugins to declare their keys in, as static members.
public enum Keys {}

/// How long a resolved value lives.
public enum Scope: String, Sendable {
    /// A new instance on every resolution.
    case transient
    /// One instance for the duration of one run.
    case run
    /// One instance for the life of the container.
    case process
}
