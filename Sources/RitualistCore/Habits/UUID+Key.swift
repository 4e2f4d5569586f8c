#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension UUID {
    /// Ids as the store keeps them and entities and JSON carry them: lowercase.
    public var key: String { uuidString.lowercased() }
}
