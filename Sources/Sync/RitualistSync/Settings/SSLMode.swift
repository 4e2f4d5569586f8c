/// How the connection to the server uses TLS, as libpq's `sslmode` means it.
package enum SSLMode: String, Sendable, Hashable, CaseIterable {
    /// No TLS.
    case disable
    /// TLS when the server offers it, else none (libpq's default).
    case prefer
    /// TLS, without checking the server's certificate (unless a CA file is given, as libpq does).
    case require
    /// TLS, the server's certificate signed by the CA.
    case verifyCA = "verify-ca"
    /// TLS, the server's certificate signed by the CA and naming the host connected to.
    case verifyFull = "verify-full"

    /// Whether the server's certificate is checked against a CA.
    package var verifiesCertificate: Bool { self == .verifyCA || self == .verifyFull }
}
