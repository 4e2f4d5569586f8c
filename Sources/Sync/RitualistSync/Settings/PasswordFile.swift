#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file that holds a password: refused unless it is a regular file readable and writable by its owner
/// alone (as libpq refuses a `~/.pgpass` that others can read), owned by this user or root.
enum PasswordFile {
    /// The largest password file read: a password, or a `.pgpass` of a few hundred servers.
    static let maximumSize = 65_536

    /// The text of the file at `path`; a refusal names why.
    static func read(_ path: String) throws(SyncSettingsError) -> String {
        do {
            return try RegularFile.read(path, maximumSize: maximumSize, followingLinks: false) { status in
                guard status.st_mode & 0o077 == 0 else {
                    let mode = String(status.st_mode & 0o777, radix: 8)
                    return "others may read it (mode 0\(mode)); make it yours alone with chmod 600"
                }
                guard status.st_uid == geteuid() || status.st_uid == 0 else {
                    return "another user (uid \(status.st_uid)) owns it"
                }
                return nil
            }.text
        } catch {
            throw .passwordFileRefused(path: path, reason: error.reason)
        }
    }

    /// The password of a `password_file`: its text without the trailing newline (`\n` or `\r\n`), which an editor
    /// adds and is not part of the password.
    static func password(at path: String) throws(SyncSettingsError) -> String {
        var text = Substring(try read(path))
        // `\r\n` is one Character, as `\n` is.
        if text.last?.isNewline == true { text = text.dropLast() }
        guard !text.isEmpty else { throw .passwordFileRefused(path: path, reason: "it is empty") }
        guard !text.contains(where: \.isNewline) else {
            throw .passwordFileRefused(path: path, reason: "it has more than one line (a password is one line)")
        }
        return String(text)
    }
}
