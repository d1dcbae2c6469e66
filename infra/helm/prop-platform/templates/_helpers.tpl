{{- define "prop.labels" -}}
app.kubernetes.io/part-of: prop-platform
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- /* The Pod Security Standards' "restricted" profile, shared by every pod of the chart. */}}
{{- define "prop.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 1000
runAsGroup: 1000
fsGroup: 1000
seccompProfile: { type: RuntimeDefault }
{{- end -}}

{{- define "prop.containerSecurityContext" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
capabilities: { drop: [ALL] }
{{- end -}}


{{- /*
A process's variables from values: its own settings, then the Secret's keys it reads (optional
ones may be missing). Called with (dict "root" $ "svc" $svc).
*/}}
{{- define "prop.processEnv" -}}
{{- $root := .root }}
- { name: SERVICE_DIR, value: {{ .svc.dir | quote }} }
{{- range $key, $value := .svc.env }}
- { name: {{ $key }}, value: {{ $value | quote }} }
{{- end }}
{{- range $key := concat $root.Values.commonSecretKeys .svc.secretEnv }}
- name: {{ $key }}
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.secretName }}
      key: {{ $key }}
      {{- if has $key $root.Values.optionalSecretKeys }}
      optional: true
      {{- end }}
{{- end }}
{{- end -}}

{{- /* Settings the chart derives rather than takes: every process reads them beside values.common. */}}
{{- define "prop.derivedCommon" -}}
# The migrate Job brings the schemas up before pods start; a pod never migrates.
MIGRATE_AT_BOOT: "false"
# Every stream is kept on each NATS server of the cluster.
NATS_STREAM_REPLICAS: {{ .Values.nats.replicas | quote }}
{{- end -}}
