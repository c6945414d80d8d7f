import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes a file (`routes compile -o`, `generate swift --output`, `check --junit`,
/// `check --update`): a regular file is replaced whole through a temporary file renamed over it,
/// so a reader never sees half of it; a symbolic link is followed and its target replaced the
/// same way; anything else that exists (`/dev/null`, `/dev/stdout`, a pipe) is written in place,
/// never replaced by a regular file. A folder of the path that does not exist yet is made.
enum OutputFile {
    /// Writes `data` to `path`, or ends with exit 74 and a message when it cannot.
    static func write(_ data: Data, to path: String) throws {
        do {
            try place(data, at: path)
        } catch {
            StandardStreams.printError("linkstack: cannot write \(path): \(reason(error))")
            throw ExitCode(StandardStreams.ioErrorStatus)
        }
    }

    /// Refuses, as a usage error (exit 64), an output that is one of the command's own inputs:
    /// the same file, by any path or link to it.
    static func refuse(_ output: String, option: String, ifAnyOf inputs: [String]) throws {
        guard let written = identity(of: output) else { return }
        if let input = inputs.first(where: { identity(of: $0).map { $0 == written } ?? false }) {
            throw ValidationError("\(option) '\(output)' names \(input), which the command reads: write somewhere else")
        }
    }

    private static func place(_ data: Data, at path: String) throws {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            guard status.st_mode & S_IFMT != S_IFDIR else { throw POSIXError(.EISDIR) }
            try inPlace(data, at: path)
            return
        }
        // A link's target is replaced (a dangling one's target is made), never the link.
        let file = try target(of: path), folder = (file as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            try makeFolder(folder)
        }
        try data.write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// Makes `folder` and the folders above it that do not exist, like `mkdir -p`.
    private static func makeFolder(_ folder: String) throws {
        let parent = (folder as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != folder, !FileManager.default.fileExists(atPath: parent) { try makeFolder(parent) }
        guard mkdir(folder, 0o777) == 0 || errno == EEXIST else { throw FolderError(folder: folder, code: errno) }
    }

    /// A folder of the output's path that could not be made, with the system's reason.
    private struct FolderError: Error, CustomStringConvertible {
        let folder: String
        let code: Int32
        var description: String {
            // The folders above were there or made first, so ENOTDIR means the one just above is a file.
            code == ENOTDIR ? "\((folder as NSString).deletingLastPathComponent) is a file, not a folder"
                : "cannot make its folder \(folder): \(String(cString: strerror(code)))"
        }
    }

    /// What stopped a write, in words: a POSIX error as the system words it ("Permission
    /// denied"), where Foundation's wording says only "the file doesn't exist".
    private static func reason(_ error: Error) -> String {
        if let error = error as? FolderError { return error.description }
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        let text = error.localizedDescription
        let vague = "The operation could not be completed. "
        return text.hasPrefix(vague) ? String(text.dropFirst(vague.count)) : text
    }

    /// The file `path` leads to through its symbolic links (at most 40, as the kernel follows).
    private static func target(of path: String) throws -> String {
        var path = path
        for _ in 0..<40 {
            var link = stat()
            guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return path }
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: path)
            let folder = (path as NSString).deletingLastPathComponent
            path = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
        }
        throw POSIXError(.ELOOP)
    }

    /// Writes `data` through the file itself: a device, a pipe or a terminal (`FileHandle` writes
    /// until every byte is written).
    private static func inPlace(_ data: Data, at path: String) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(contentsOf: data)
    }

    /// A file's device and inode, following links; nil when it does not exist.
    private static func identity(of path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }
}
