import PostgresNIO
import RitualistSync

/// The TLS of a TCP connection, as libpq's `sslmode` means it.
enum TLSSettings {
    static func tls(for settings: SyncSettings) throws -> PostgresConnection.Configuration.TLS {
        var tls = TLSConfiguration.makeClientConfiguration()
        switch settings.url.sslMode {
        case .disable: return .disable
        case .prefer, .require: tls.certificateVerification = .none
        case .verifyCA: tls.certificateVerification = .noHostnameVerification
        case .verifyFull: tls.certificateVerification = .fullVerification
        }
        switch settings.certificateAuthority {
        case .file(let path): tls.trustRoots = .file(path)
        case .system, .none: tls.trustRoots = .default
        }
        let context = try NIOSSLContext(configuration: tls)
        return settings.url.sslMode == .prefer ? .prefer(context) : .require(context)
    }
}
