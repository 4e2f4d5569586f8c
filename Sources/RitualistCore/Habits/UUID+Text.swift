#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension UUID {
    /// The id as the store keeps it and entities and JSON carry it: lowercase.
    public var text: String { uuidString.lowercased() }
}
