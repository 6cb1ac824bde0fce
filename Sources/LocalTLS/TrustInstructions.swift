/// The steps that make each kind of client trust the local CA, with the CA's real file paths filled in.
public enum TrustInstructions {
    /// The steps for every client NowTape is used from, for the CA certificate at `certificate`.
    public static func text(certificate: String) -> String {
        let quoted = certificate.contains(" ") ? "\"\(certificate)\"" : certificate
        return """
            The NowTape CA certificate is \(quoted)
            Trust it only on machines and devices you test with; remove it with `nowtape ca remove` when done.

            iOS Simulator (Xcode 11.4 or later), with the simulator booted:
              xcrun simctl keychain booted add-root-cert \(quoted)
              The simulator shares the Mac's network, so https://127.0.0.1:PORT and https://localhost:PORT work.
              For the forward proxy, set the Mac's proxy (System Settings > Network > Details > Proxies > Secure Web
              Proxy) to 127.0.0.1 and the printed port; the simulator uses it.

            iOS device: AirDrop or mail the certificate, install the profile in Settings > General > VPN & Device
              Management, then turn it on in Settings > General > About > Certificate Trust Settings.

            Android emulator (API 24 and later trusts user CAs only in apps that opt in):
              1. Copy the certificate into the app: app/src/debug/res/raw/nowtape_ca.pem
              2. Add app/src/debug/res/xml/network_security_config.xml:
                   <network-security-config>
                     <debug-overrides>
                       <trust-anchors>
                         <certificates src="@raw/nowtape_ca" />
                         <certificates src="system" />
                       </trust-anchors>
                     </debug-overrides>
                   </network-security-config>
                 and android:networkSecurityConfig="@xml/network_security_config" on <application>.
              3. The emulator reaches this machine's loopback as 10.0.2.2: start NowTape with --tls-name 10.0.2.2
                 and use https://10.0.2.2:PORT, or for the forward proxy run
                   adb shell settings put global http_proxy 10.0.2.2:PORT
                 (and `adb shell settings put global http_proxy :0` to turn it off).

            curl:
              curl --cacert \(quoted) https://127.0.0.1:PORT/api/now/table/incident
              curl --cacert \(quoted) -x http://127.0.0.1:PORT https://INSTANCE.service-now.com/api/now/table/incident
              (The forward proxy itself listens in plain HTTP, so --proxy-cacert is not needed; --cacert checks the
              certificate it presents for the instance.)

            Python (requests, pysnow):
              export REQUESTS_CA_BUNDLE=\(quoted)
              or requests.get(url, verify="\(certificate)"); to keep the public CAs too, append the certificate to a
              copy of certifi's bundle (python -m certifi prints its path) and point REQUESTS_CA_BUNDLE at the copy.

            Node.js:
              export NODE_EXTRA_CA_CERTS=\(quoted)

            Java (a trust store of its own, so the JDK's stays untouched):
              keytool -importcert -noprompt -alias nowtape-local-ca -file \(quoted) \\
                -keystore nowtape-truststore.p12 -storetype PKCS12 -storepass changeit
              java -Djavax.net.ssl.trustStore=nowtape-truststore.p12 -Djavax.net.ssl.trustStorePassword=changeit …

            Swift (AsyncHTTPClient): add the certificate to TLSConfiguration.additionalTrustRoots, as
              .file("\(certificate)").
            """
    }
}
