import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOPosix
import Registry

/// `dsysctl serve`: the registry as web pages and JSON documents, read-only, over HTTP/1.1.
///
/// Every route answers GET and HEAD; any other method is 405. A published version's pages never change: they are
/// served with a strong entity tag made of the revision's hashes and `Cache-Control: public, max-age=86400,
/// immutable`, and `If-None-Match` gets a 304. The list of versions and its JSON are revalidated on every request
/// (`no-cache`) and change when a version is published.
public enum SiteServer {
    /// What the server listens on.
    public struct Configuration: Sendable {
        /// An address of this machine: `127.0.0.1` (the default: this machine only), `0.0.0.0` (every network), …
        public var host: String
        /// 0 for a free port the system chooses.
        public var port: Int

        public init(host: String = "127.0.0.1", port: Int = 8080) {
            self.host = host
            self.port = port
        }
    }

    /// How long a browser keeps a published version's page without asking again. Not longer: a newer dsys renders
    /// the same version differently, and a remote recorded later changes its SwiftPM line (both change the tag).
    static let immutableCacheControl = "public, max-age=86400, immutable"

    /// The routes, with the middleware that refuses other methods, renders errors as pages and adds the security
    /// headers. `allowedHosts`: the `Host` header values the server answers (nil: any), so that a page of another
    /// site cannot read a server on loopback through a name it points there (DNS rebinding).
    public static func router(_ site: Site, allowedHosts: Set<String>? = nil) -> Router<BasicRequestContext> {
        router(site, hosts: allowedHosts.map(HostCheck.init))
    }

    static func router(_ site: Site, hosts: HostCheck?) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.middlewares.add(SiteMiddleware(hosts: hosts))
        func page(_ path: RouterPath, _ route: @escaping @Sendable (Parameters) throws -> Route) {
            router.get(path) { request, context in
                try await respond(to: request, route: try route(context.parameters), site: site)
            }
        }
        // A range of versions: /diff/1.2.0...2.0.0.
        func rangePage(_ path: RouterPath, _ route: @escaping @Sendable (String, String) -> Route) {
            page(path) { parameters in
                let (from, to) = try range(try segment(parameters, "range"))
                return route(from, to)
            }
        }
        page("/") { _ in .versions }
        page("/versions/:version") { .version(try version($0, "version")) }
        page("/versions/:version/contrast") { .contrast(try version($0, "version")) }
        page("/versions/:version/design-system.json") { .document(try version($0, "version")) }
        page("/versions/:version/dtcg/:file") { .export(try version($0, "version"), file: try segment($0, "file")) }
        rangePage("/diff/:range") { .diff(from: $0, to: $1) }
        rangePage("/changelog/:range") { .changelog(from: $0, to: $1) }
        page("/api/versions") { _ in .apiVersions }
        page("/api/versions/:version") { .apiVersion(try version($0, "version")) }
        page("/api/versions/:version/contrast") { .apiContrast(try version($0, "version")) }
        rangePage("/api/diff/:range") { .apiDiff(from: $0, to: $1) }
        rangePage("/api/changelog/:range") { .apiChangelog(from: $0, to: $1) }
        // The compare form's GET: /diff?from=1.2.0&to=2.0.0 → /diff/1.2.0...2.0.0, and the same for /changelog
        // (whose bare address is the whole history).
        for view in ["diff", "changelog"] {
            router.get(RouterPath(stringLiteral: "/\(view)")) { request, _ -> Response in
                let query = request.uri.queryParameters
                let from = query["from"].map(String.init) ?? ""
                let to = query["to"].map(String.init) ?? ""
                let range: (String, String)
                if view == "changelog", from.isEmpty, to.isEmpty {
                    range = try await NIOThreadPool.singleton.runIfActive { try site.wholeHistory() }
                } else if from.isEmpty || to.isEmpty {
                    throw HTTPProblem.badRequest(
                        "Name two versions: /\(view)?from=1.2.0&to=2.0.0, or /\(view)/1.2.0...2.0.0.")
                } else {
                    range = (try parseVersion(from), try parseVersion(to))
                }
                return Response(
                    status: .seeOther,
                    headers: [
                        .location: "/\(view)/\(HTML.pathSegment(range.0))...\(HTML.pathSegment(range.1))",
                        .cacheControl: "no-store",
                    ])
            }
        }
        return router
    }

    /// Serves `site` until the process is asked to stop (SIGINT, SIGTERM). `started` is called once the server
    /// listens, with its URL (the port the system chose, for port 0).
    public static func run(
        _ site: Site, configuration: Configuration, started: @escaping @Sendable (String) -> Void
    ) async throws {
        var logger = Logger(label: "dsys.serve")
        logger.logLevel = .error
        let hosts =
            Address.isLoopback(configuration.host) ? HostCheck(loopbackHosts(port: configuration.port)) : nil
        let application = Application(
            router: router(site, hosts: hosts),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                // The port the system chose is only known now.
                hosts?.set(loopbackHosts(port: port))
                started("http://\(Address.display(host: configuration.host, port: port))/")
            },
            logger: logger)
        do {
            try await application.runService()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw ServerError.addressInUse(host: configuration.host, port: configuration.port)
        } catch let error as IOError {
            throw ServerError.cannotListen(
                host: configuration.host, port: configuration.port, reason: String(cString: strerror(error.errnoCode)))
        } catch let error as SocketAddressError {
            throw ServerError.cannotListen(
                host: configuration.host, port: configuration.port, reason: "\(error)")
        }
    }

    /// The names a browser on this machine reaches a loopback server by.
    static func loopbackHosts(port: Int) -> Set<String> {
        Set(["127.0.0.1", "localhost", "[::1]"].flatMap { ["\($0):\(port)", $0] })
    }

    // MARK: - Answering

    /// The response for `route`: 304 when the browser's copy is current, else the body, built once. The store is read
    /// on NIO's thread pool: its reads block, which Swift's cooperative pool must never do.
    static func respond(to request: Request, route: Route, site: Site) async throws -> Response {
        let ifNoneMatch = request.headers[.ifNoneMatch]
        let start = DispatchTime.now().uptimeNanoseconds
        var response = try await NIOThreadPool.singleton.runIfActive {
            let resource = try site.resource(for: route)
            var headers = HTTPFields()
            headers[.eTag] = resource.etag
            headers[.cacheControl] = resource.isImmutable ? immutableCacheControl : "no-cache"
            if let ifNoneMatch, matches(ifNoneMatch, etag: resource.etag) {
                return Response(status: .notModified, headers: headers)
            }
            let rendered = try site.rendered(resource.key, resource.build)
            headers[.contentType] = rendered.contentType
            if let name = rendered.fileName {
                headers[.contentDisposition] = "attachment; filename=\"\(HTML.pathSegment(name))\""
            }
            return Response(
                status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: rendered.body)))
        }
        // How long the server took (the registry read, the page built or found), for the browser's developer tools
        // and `dsys-benchmark serve`.
        if let name = serverTiming {
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            response.headers[name] = "dsys;dur=\((milliseconds * 1000).rounded() / 1000)"
        }
        return response
    }

    static let serverTiming = HTTPField.Name("Server-Timing")

    /// Whether an `If-None-Match` header names `etag` (or is `*`). Weak comparison, as RFC 9110 asks for GET.
    static func matches(_ header: String, etag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == etag
        }
    }

    // MARK: - Reading the URL

    /// A path parameter, percent-decoded.
    static func segment(_ parameters: Parameters, _ name: String) throws -> String {
        guard let raw = parameters.get(name), let decoded = raw.removingPercentEncoding else {
            throw HTTPProblem.badRequest("The address is not valid (its \(name) is not percent-encoded UTF-8).")
        }
        return decoded
    }

    /// A version in the path, as the registry spells it (`v1.2.0` is `1.2.0`).
    static func version(_ parameters: Parameters, _ name: String) throws -> String {
        try parseVersion(try segment(parameters, name))
    }

    static func parseVersion(_ text: String) throws -> String {
        guard let version = try? SemanticVersion(parsing: text).description else {
            throw HTTPProblem.badRequest(
                "“\(text)” is not a version: versions are MAJOR.MINOR.PATCH, such as 1.2.0.")
        }
        return version
    }

    /// `1.2.0...2.0.0` as its two versions.
    static func range(_ text: String) throws -> (String, String) {
        let parts = text.components(separatedBy: "...")
        guard parts.count == 2 else {
            throw HTTPProblem.badRequest(
                "“\(text)” is not a range of versions: write FROM...TO with three dots, such as 1.2.0...2.0.0.")
        }
        return (try parseVersion(parts[0]), try parseVersion(parts[1]))
    }
}

/// The `Host` header values a server answers; set again once a server on port 0 knows the port the system chose.
final class HostCheck: @unchecked Sendable {
    private let lock = NSLock()
    private var hosts: Set<String>

    init(_ hosts: Set<String>) { self.hosts = hosts }

    func set(_ hosts: Set<String>) { lock.withLock { self.hosts = hosts } }

    func allows(_ host: String) -> Bool { lock.withLock { hosts.contains(host.lowercased()) } }
}

/// Refuses what the site does not do (methods other than GET and HEAD, a `Host` it does not answer to), turns errors
/// into pages (JSON documents under `/api/`), and adds the security headers to every response.
struct SiteMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let hosts: HostCheck?
    private static let referrerPolicy = HTTPField.Name("Referrer-Policy")

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let isAPI = request.uri.path.hasPrefix("/api/")
        var response: Response
        if request.method != .get, request.method != .head {
            response = Self.problem(
                HTTPProblem(
                    status: 405, title: "Method not allowed",
                    message: "This server only shows the registry: it answers GET and HEAD, never \(request.method)."),
                api: isAPI)
            response.headers[.allow] = "GET, HEAD"
        } else if let hosts, let host = request.head.authority, !hosts.allows(host) {
            response = Self.problem(
                HTTPProblem(
                    status: 421, title: "Misdirected request",
                    message: "This server answers on this machine only, as 127.0.0.1 or localhost."),
                api: isAPI)
        } else {
            do {
                response = try await next(request, context)
            } catch let problem as HTTPProblem {
                response = Self.problem(problem, api: isAPI)
            } catch let error as HTTPError where error.status == .notFound {
                response = Self.problem(
                    .notFound("There is no page at \(request.uri.path). The versions are listed at /."), api: isAPI)
            } catch let error as HTTPError {
                response = Self.problem(
                    HTTPProblem(
                        status: Int(error.status.code), title: error.status.reasonPhrase, message: error.body ?? ""),
                    api: isAPI)
            } catch {
                response = Self.problem(
                    HTTPProblem(
                        status: 500, title: "The registry cannot be read",
                        message: error.localizedDescription),
                    api: isAPI)
            }
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        if let name = Self.referrerPolicy { response.headers[name] = "no-referrer" }
        response.headers[.contentSecurityPolicy] = Layout.contentSecurityPolicy
        return response
    }

    /// An error as a page, or as `{"error": {"status": …, "title": …, "message": …}}` under `/api/`.
    static func problem(_ problem: HTTPProblem, api: Bool) -> Response {
        let body: String
        let type: String
        if api {
            struct Document: Encodable {
                struct Problem: Encodable {
                    var status: Int
                    var title: String
                    var message: String
                }
                var error: Problem
            }
            body =
                (try? Site.json(
                    Document(error: .init(status: problem.status, title: problem.title, message: problem.message))))
                ?? "{}\n"
            type = "application/json; charset=utf-8"
        } else {
            body = ErrorPage(status: problem.status, title: problem.title, message: problem.message).render()
            type = "text/html; charset=utf-8"
        }
        return Response(
            status: HTTPResponse.Status(code: problem.status),
            headers: [.contentType: type, .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
